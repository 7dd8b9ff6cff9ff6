import Taro from '@tarojs/taro';

// WeChat login on the mini-program (H5: wechat.h5.ts). The platform decides the flow, so each
// build carries only its own: wx.login here, the official-account OAuth redirect on H5.

export type WechatStart =
  /** A code from wx.login, to send to POST /login/wechat. */
  | { kind: 'code'; code: string }
  /** The browser is leaving for WeChat's authorisation page; the login page resumes on return. */
  | { kind: 'redirect' };

export interface WechatCallback {
  code: string;
  state: string;
}

export function wechatLoginAvailable(): boolean {
  return process.env.TARO_ENV === 'weapp';
}

export async function startWechatLogin(): Promise<WechatStart> {
  const { code } = await Taro.login();
  if (!code) throw new Error('wx.login gave no code');
  return { kind: 'code', code };
}

/** Only the H5 OAuth flow comes back to the page with a code. */
export function takeWechatCallback(_params: Readonly<Record<string, string | undefined>>) {
  return undefined as WechatCallback | undefined;
}
