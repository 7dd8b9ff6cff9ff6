import { t } from '@/shared/i18n';
import { copyText, toastInfo, toastSuccess } from '@/shared/ui/feedback';
import type { SharePayload } from './types';

/** web-share.h5.ts on a share button's tap: WeChat's menu hint, the share sheet or a copied link. */
export async function shareSheet(
  payload: SharePayload,
  url: string,
  inWechat: boolean,
): Promise<boolean> {
  if (inWechat) {
    toastInfo(t('common.shareHint'));
    return false;
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: payload.title, text: payload.desc, url });
      return true;
    } catch {
      // Cancelled or refused: fall through to copying the link.
    }
  }
  // The app's own toast only (issue #27: Taro's copy flashed "内容已复制" first).
  const copied = await copyText(url);
  if (copied) toastSuccess(t('common.linkCopied'));
  return copied;
}
