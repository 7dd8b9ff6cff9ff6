export interface ShareSignature {
  timestamp: number | string;
  noncestr: string;
  signature: string;
  /** The JS-SDK needs the public account's appId; the server may send it to keep it out of the build. */
  appId?: string;
}

/** What a page shares: a title in the current language, a picture and the page to open. */
export interface ShareContent {
  title: string;
  /** A line under the title (the JS-SDK's description, the system share sheet's text). */
  desc?: string;
  /** The page to open, as in routes.ts: `pages/vote/detail`. */
  page: string;
  /** The item shown (a work, a news story, a gift): its id and the like. */
  query?: Record<string, string | number>;
  imageUrl?: string;
}

/** A share ready for one channel: the path or URL carries the item and the sharer's invite. */
export interface SharePayload {
  title: string;
  desc: string;
  /** `/pages/vote/detail?id=3&type=share&inviter=7` */
  path: string;
  /** The same without the page: `id=3&type=share&inviter=7` (the Moments share's query). */
  query: string;
  imageUrl?: string;
}
