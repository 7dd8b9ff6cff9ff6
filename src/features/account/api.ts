import { del, get, post, put, segment } from '@/shared/api/http';
import type {
  AccountSecurityEmail,
  AccountSecurityMobile,
  CodeLoginBody,
  ForgetPasswordBody,
  IdCardInfo,
  PasswordLoginBody,
  RegisterBody,
  SmsCodeForm,
  UpdateUserBody,
  UserDevice,
  WechatLoginBody,
} from './types';
import type { CompanyUser, Enterprise, JobCollect, LooseBody } from '@/features/exhibition-layer';
import type { Id, LoginResult, Paged, PageQuery, UserInfo } from '@/shared/api/types';

export const login = (body: PasswordLoginBody) => post<LoginResult>('/login', body);
export const codeLogin = (body: CodeLoginBody) => post<LoginResult>('/codeLogin', body);
export const smsLogin = (body: CodeLoginBody) => post<LoginResult>('/smsLogin', body);
export const wechatLogin = (body: WechatLoginBody) => post<LoginResult>('/login/wechat', body);
/** Registration logs the new account in, so it answers like a login. */
export const registerApp = (body: RegisterBody) => post<LoginResult>('/register/app', body);
export const forgetPassword = (body: ForgetPasswordBody) => post('/forgetPassword', body);
export const findPassword = (body: ForgetPasswordBody) => put('/find/password', body);
/** Ends the session on the server; the caller clears local storage. */
export const logoff = () => post('/logoff');

export const getCusUser = () => get<UserInfo>('/cus/user');
export const getCusUserInfo = () => get<UserInfo>('/cus/user/info');
export const updateCusUser = (body: UpdateUserBody, options?: { hideMsg?: boolean }) =>
  put<UserInfo>('/cus/user', body, options);
/** SPEC §7 sends these as query parameters, not a body. */
export const updatePassword = (query: { id: Id; oldPassword: string; newPassword: string }) =>
  put('/cus/user/updatePassword', undefined, { query });
export const userUpdate = (body: UpdateUserBody) => post<UserInfo>('/user/update', body);
export const getIdCardInfo = () => get<IdCardInfo>('/user/idCardInfo');
export const checkCardInfo = (query: { realName: string; idCardNo: string }) =>
  get<IdCardInfo>('/user/checkCardInfo', query);

// SPEC §7: the SMS calls are form-encoded.
export const sendLoginCode = (form: SmsCodeForm) =>
  post('/sms/sendLoginCode', form, { form: true });
export const sendForgetPasswordCode = (form: SmsCodeForm) =>
  post('/sms/sendForgetPasswordCode', form, { form: true });
export const sendRegisterCode = (form: SmsCodeForm) =>
  post('/sms/sendRegisterCode', form, { form: true });

/**
 * SPEC §7 keeps this call, but the server answers false for every phone (issue #9): whether a
 * number has an account is told only to its owner, after the SMS code (server/API.md).
 */
export const verifyMobile = (query: SmsCodeForm) => get<boolean>('/login/verify/mobile', query);
export const getSecurityEmail = () => get<AccountSecurityEmail>('/pc/accountSecurity/email');
export const updateSecurityEmail = (body: AccountSecurityEmail) =>
  put('/pc/accountSecurity/email', body);
export const getSecurityMobile = () => get<AccountSecurityMobile>('/pc/accountSecurity/mobile');
export const updateSecurityMobile = (body: AccountSecurityMobile) =>
  put('/pc/accountSecurity/mobile', body);
/** Sends a verification code to a new e-mail or phone before it is bound. */
export const getPublicVerificationCode = (query: {
  email?: string;
  phone?: string;
  areaCode?: string;
}) => get('/pc/accountSecurity/public/verificationCode', query);
export const getPublicMobile = (query: { account: string }) =>
  get<AccountSecurityMobile>('/pc/accountSecurity/public/mobile', query);
export const deleteAccount = () => del('/pc/accountSecurity/account');

export const getCompanyUsers = (query?: PageQuery) =>
  get<CompanyUser[]>('/cus/user/getCompanyUsers', query);
export const convertRole = (body: LooseBody) => put('/convertRole', body);
export const updateMembersInfo = (body: LooseBody) => put('/crm/membersInfo/app', body);

/** The URL of Weibo's authorisation page, which the caller opens. */
export const getWeiboAuthUrl = () => get<string>('/oauth/render/weibo');
export const handleWeiboCallback = (query: { code: string; state?: string }) =>
  get<LoginResult>('/oauth/callback/weibo', query);
export const handleWechatMpCallback = (query: { code: string; state?: string }) =>
  get<LoginResult>('/oauth/callback/wechatMp', query);

export const addFootprint = (body: { type: string; targetId: Id }) =>
  post('/crm/userFootprint', body);
/** Body is the list of footprint ids to remove. */
export const deleteFootprints = (ids: Id[]) => del('/crm/userFootprint', ids);
export const getFootprintCount = () => get<number>('/crm/userFootprint/getCount');
export const getJobCollectPage = (query?: PageQuery) =>
  get<Paged<JobCollect>>('/jobCollect/page', query);
export const getEnterprise = (id: Id) => get<Enterprise>(`/pmm/enterprise/${segment(id)}`);

export const addUserDevice = (body: UserDevice) => post('/userDevice/add', body);
export const updateUserDevice = (body: UserDevice) => put('/userDevice', body);
