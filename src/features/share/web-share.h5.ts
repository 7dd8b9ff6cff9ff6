import Taro from '@tarojs/taro';
import { t } from '@/shared/i18n';
import { toastInfo, toastSuccess } from '@/shared/ui/feedback';
import { getWechatShareSignature, shareSignatureUrl } from './api';
import type { SharePayload } from './types';
import '@/shared/i18n/forms';

// H5: inside WeChat's browser the JS-SDK share (title, description, link, picture), signed for
// the page's URL through GET /crm/membersInfo/wechatShare and signed again on every page shown
// (the URL changed); the SDK script is fetched only there. Outside WeChat a share button opens
// the system share sheet, or copies the link (SPEC §8 "copy success"). Setup failures are
// ignored (SPEC §8): the page keeps working without a custom share.

const SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
const SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'];

interface ShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

interface WechatSdk {
  config(options: Record<string, unknown>): void;
  ready(callback: () => void): void;
  error(callback: (reason: unknown) => void): void;
  updateAppMessageShareData(data: ShareData): void;
  updateTimelineShareData(data: Omit<ShareData, 'desc'>): void;
}

declare global {
  interface Window {
    wx?: WechatSdk;
  }
}

export function inWechatBrowser(): boolean {
  return typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent);
}

let sdk: Promise<WechatSdk> | undefined;

export function loadWechatSdk(): Promise<WechatSdk> {
  if (window.wx) return Promise.resolve(window.wx);
  sdk ??= new Promise<WechatSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.async = true;
    script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error('no wx')));
    script.onerror = () => {
      sdk = undefined;
      reject(new Error('WeChat JS-SDK did not load'));
    };
    document.head.appendChild(script);
  });
  return sdk;
}

function mpAppId(): string | undefined {
  try {
    const value = process.env.TARO_APP_WECHAT_MP_APPID;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** The address a visitor opens: this site's origin and the page's path with its query. */
export function shareLink(payload: SharePayload): string {
  return `${window.location.origin}${payload.path}`;
}

let applied = 0;

export async function applyWebShare(payload: SharePayload): Promise<void> {
  if (!inWechatBrowser()) return;
  const mine = ++applied;
  try {
    const wx = await loadWechatSdk();
    const signature = await getWechatShareSignature(shareSignatureUrl(window.location.href));
    // A later page shown has asked meanwhile: its share wins.
    if (mine !== applied) return;
    wx.config({
      debug: false,
      appId: signature.appId ?? mpAppId(),
      timestamp: signature.timestamp,
      nonceStr: signature.noncestr,
      signature: signature.signature,
      jsApiList: SHARE_APIS,
    });
    const link = shareLink(payload);
    const imgUrl = payload.imageUrl ?? '';
    wx.error(() => undefined);
    wx.ready(() => {
      wx.updateAppMessageShareData({ title: payload.title, desc: payload.desc, link, imgUrl });
      wx.updateTimelineShareData({ title: payload.title, link, imgUrl });
    });
  } catch {
    // SPEC §8: share setup failures are only logged or ignored.
  }
}

/**
 * A tap on a share button. In WeChat's browser the share is WeChat's own menu: say where it is.
 * Elsewhere the system share sheet, else the link is copied. True when something was shared.
 */
export async function shareFromButton(payload: SharePayload): Promise<boolean> {
  const url = shareLink(payload);
  if (inWechatBrowser()) {
    toastInfo(t('vote.shareHint'));
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
    toastSuccess(t('vote.linkCopied'));
    return true;
  } catch {
    return false;
  }
}
