import type { SharePayload } from './types';

// The mini-program shares through the page's own handlers (use-share.ts) and a share button
// (openType share); the H5 versions of these live in web-share.h5.ts.

/** H5 inside WeChat's browser: sets the JS-SDK share for the page shown. Nothing here. */
export async function applyWebShare(_payload: SharePayload): Promise<void> {}

/** A tap on a share button outside the mini-program's own share. Nothing here. */
export async function shareFromButton(_payload: SharePayload): Promise<boolean> {
  return false;
}
