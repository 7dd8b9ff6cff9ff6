import { getWechatShareSignature, shareSignatureUrl } from './api';
import type { SharePayload } from './types';

// The WeChat JS-SDK share, fetched as its own chunk by web-share.h5.ts and only inside WeChat's
// browser, so neither the mini-program nor the first H5 script carries it.

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

let sdk: Promise<WechatSdk> | undefined;

function loadWechatSdk(): Promise<WechatSdk> {
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

let applied = 0;

/** Signs the page's URL and sets the share; `link` is the address a friend opens. */
export async function setWechatShare(payload: SharePayload, link: string): Promise<void> {
  const mine = ++applied;
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
  const imgUrl = payload.imageUrl ?? '';
  wx.error(() => undefined);
  wx.ready(() => {
    wx.updateAppMessageShareData({ title: payload.title, desc: payload.desc, link, imgUrl });
    wx.updateTimelineShareData({ title: payload.title, link, imgUrl });
  });
}
