import type { SharePayload } from './types';

// H5: inside WeChat's browser the JS-SDK share (title, description, link, picture), signed for
// the page's URL through GET /crm/membersInfo/wechatShare and signed again on every page shown
// (the URL changed); the SDK and its code are fetched only there (wechat-jssdk.ts, its own chunk).
// Outside WeChat a share button opens the system share sheet, or copies the link (SPEC §8 "copy
// success"). Setup failures are ignored (SPEC §8): the page keeps working without a custom share.

export function inWechatBrowser(): boolean {
  return typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent);
}

/** The address a visitor opens: this site's origin and the page's path with its query. */
export function shareLink(payload: SharePayload): string {
  return `${window.location.origin}${payload.path}`;
}

export async function applyWebShare(payload: SharePayload): Promise<void> {
  if (!inWechatBrowser()) return;
  try {
    const { setWechatShare } = await import('./wechat-jssdk');
    await setWechatShare(payload, shareLink(payload));
  } catch {
    // SPEC §8: share setup failures are only logged or ignored.
  }
}

/**
 * A tap on a share button. In WeChat's browser the share is WeChat's own menu: say where it is.
 * Elsewhere the system share sheet, else the link is copied. True when something was shared.
 * Its code (toasts, clipboard) is fetched on the tap, not with the page.
 */
export async function shareFromButton(payload: SharePayload): Promise<boolean> {
  const { shareSheet } = await import('./share-sheet.h5');
  return shareSheet(payload, shareLink(payload), inWechatBrowser());
}
