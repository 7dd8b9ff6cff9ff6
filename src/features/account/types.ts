import type { Id, IsoDateTime, Locale, UserInfo } from '@/shared/api/types';

export interface PasswordLoginBody {
  /** Phone number or username. */
  account: string;
  password: string;
  areaCode?: string;
}

export interface CodeLoginBody {
  phone: string;
  areaCode: string;
  code: string;
}

export interface WechatLoginBody {
  /** The code from Taro.login / wx.login. */
  code: string;
}

export interface RegisterBody {
  phone: string;
  areaCode: string;
  code: string;
  password: string;
  showName?: string;
  appellation?: string;
  name?: string;
  email?: string;
  /** Inviter's code, when the visitor came through a share (SPEC §8 invitation message). */
  invitationCode?: string;
}

export interface ForgetPasswordBody {
  phone: string;
  areaCode: string;
  code: string;
  password: string;
}

/** Form fields of the three SMS-code calls (form-encoded, SPEC §7). */
export interface SmsCodeForm {
  phone: string;
  areaCode: string;
}

export type UpdateUserBody = Partial<
  Pick<
    UserInfo,
    | 'name'
    | 'showName'
    | 'appellation'
    | 'gender'
    | 'email'
    | 'region'
    | 'timeZone'
    | 'language'
    | 'avatar'
  >
>;

export interface IdCardInfo {
  realName: string;
  /** Masked by the server; the full number never travels back. */
  idCardNo: string;
  verified: boolean;
}

export interface AccountSecurityEmail {
  email: string;
  code?: string;
}

export interface AccountSecurityMobile {
  phone: string;
  areaCode: string;
  code?: string;
}

export interface UserFootprint {
  id: Id;
  /** What was visited: 'news' | 'activity' | 'vote' | 'gift' ..., with the record's id. */
  type: string;
  targetId: Id;
  title?: string;
  cover?: string;
  createdAt: IsoDateTime;
}

export interface UserDevice {
  /** Device or push id; the server keys on it so add is idempotent. */
  deviceId: string;
  platform: 'weapp' | 'h5';
  model?: string;
  system?: string;
  language?: Locale;
}
