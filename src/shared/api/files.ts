export {
  DEFAULT_UPLOAD_PATH,
  SINGLE_UPLOAD_PATH,
  singleUpload,
  uploadFile,
  type UploadOptions,
  type UploadOutcome,
} from './upload';
