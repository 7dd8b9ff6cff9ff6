import Taro from '@tarojs/taro';
import { t } from '@/shared/i18n';
import { toastInfo, toastSuccess } from '@/shared/ui/feedback';
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
  try {
    await Taro.setClipboardData({ data: url });
    toastSuccess(t('common.linkCopied'));
    return true;
  } catch {
    return false;
  }
}
