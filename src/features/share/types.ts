export interface ShareSignature {
  timestamp: number | string;
  noncestr: string;
  signature: string;
  /** The JS-SDK needs the public account's appId; the server may send it to keep it out of the build. */
  appId?: string;
}
