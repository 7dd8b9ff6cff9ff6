// What other domains may use of share (design.md: a domain imports another only through its index).
export type * from './types';
export { useShare, type Share, type ShareOptions } from './use-share';
export {
  forgetInviter,
  inviterFor,
  isInvitationCode,
  rememberInviter,
  sharedInvitationCode,
  sharePayload,
} from './invite';
export { isSinglePageMode, MOMENTS_SINGLE_PAGE_SCENE } from './moments';
