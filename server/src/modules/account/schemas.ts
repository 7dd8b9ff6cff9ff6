// The schemas of the account calls (server/API.md "Account"): what each takes, validated by
// Fastify's Ajv, and what each answers, serialised by fast-json-stringify, so no column a row
// happens to carry (password hash, openids, ID-card hash) can leak into an answer.
import type {
  AccountSecurityEmail,
  AccountSecurityMobile,
  CodeLoginBody,
  ForgetPasswordBody,
  IdCardInfo,
  LoginResult,
  PasswordLoginBody,
  RegisterBody,
  SmsCodeForm,
  UpdateUserBody,
  UserDevice,
  UserInfo,
} from '../../contract';
import { LOCALES } from '../../i18n';
import {
  Type,
  agrees,
  areaCode,
  closed,
  email,
  enumOf,
  id,
  pagedQuery,
  phone,
  pictureUrl,
  smsCode,
  str,
  type Serves,
  type Static,
} from '../../lib/schema';

const password = () => str(1, 64);
const SHOW_NAME_PATTERN = '^[\\p{L}\\p{N}]{2,20}$';
const showName = () => str(2, 20, { pattern: SHOW_NAME_PATTERN });
/** An e-mail address, or '' to clear it. */
const emailOrEmpty = () => Type.Union([email(), str(0, 0)]);

// ---------- answers ----------

export const UserSchema = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  areaCode: Type.String(),
  name: Type.String(),
  showName: Type.String(),
  appellation: Type.String(),
  /** '' until the visitor picks one. */
  gender: enumOf(['', 'male', 'female'] as const),
  email: Type.String(),
  region: Type.String(),
  memberType: Type.String(),
  timeZone: Type.String(),
  language: enumOf(LOCALES),
  avatar: Type.String(),
  points: Type.Integer(),
  badgeCount: Type.Integer(),
  realName: Type.String(),
  idCardVerified: Type.Boolean(),
  // The account layer's fields (role, company, invitation).
  role: Type.String(),
  companyName: Type.String(),
  position: Type.String(),
  invitationCode: Type.String(),
  createdAt: Type.String(),
});
export const LoginResultSchema = Type.Object({
  token: Type.String(),
  expiresAt: Type.Integer(),
  user: UserSchema,
});
export const IdCardInfoSchema = Type.Object({
  realName: Type.String(),
  idCardNo: Type.String(),
  verified: Type.Boolean(),
});
export const EmailSchema = Type.Object({ email: Type.String() });
export const MobileSchema = Type.Object({ phone: Type.String(), areaCode: Type.String() });
export const ColleagueSchema = Type.Object({
  id: Type.Integer(),
  showName: Type.String(),
  name: Type.String(),
  avatar: Type.String(),
  position: Type.String(),
  companyName: Type.String(),
});
export const FootprintSchema = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  targetId: Type.Integer(),
  createdAt: Type.String(),
});
export const FootprintSavedSchema = Type.Object({
  id: Type.Integer(),
  /** Points a visit earned (an AR site's visit is its check-in, #12). */
  pointsAwarded: Type.Integer(),
});

export type UserAnswer = Static<typeof UserSchema>;

/** The app's UserInfo, with the '' of a gender not yet chosen. */
type StoredUserInfo = Omit<UserInfo, 'gender'> & { gender: UserInfo['gender'] | '' };
agrees<Serves<UserAnswer, StoredUserInfo>>();
agrees<
  Serves<Static<typeof LoginResultSchema>, Omit<LoginResult, 'user'> & { user: StoredUserInfo }>
>();
agrees<Serves<Static<typeof IdCardInfoSchema>, IdCardInfo>>();
// The code travels only in the requests.
agrees<Serves<Static<typeof EmailSchema>, Omit<AccountSecurityEmail, 'code'>>>();
agrees<Serves<Static<typeof MobileSchema>, Omit<AccountSecurityMobile, 'code'>>>();

// ---------- requests ----------

export const PasswordLoginSchema = closed({
  account: str(1, 50),
  password: password(),
  areaCode: Type.Optional(areaCode()),
});
export const CodeLoginSchema = closed({ phone: phone(), areaCode: areaCode(), code: smsCode() });
export const WechatLoginSchema = closed({ code: str(1, 128) });
export const OauthQuery = closed({ code: str(1, 128), state: Type.Optional(str(0, 128)) });
export const RegisterSchema = closed({
  phone: phone(),
  areaCode: areaCode(),
  code: smsCode(),
  password: password(),
  showName: Type.Optional(showName()),
  appellation: Type.Optional(str(0, 20)),
  name: Type.Optional(str(0, 50)),
  email: Type.Optional(emailOrEmpty()),
  invitationCode: Type.Optional(str(0, 16)),
});
export const ResetSchema = closed({
  phone: phone(),
  areaCode: areaCode(),
  code: smsCode(),
  password: password(),
});
export const SmsSchema = closed({ phone: phone(), areaCode: areaCode() });

const profileProps = {
  name: Type.Optional(str(0, 50)),
  showName: Type.Optional(showName()),
  appellation: Type.Optional(str(0, 20)),
  gender: Type.Optional(enumOf(['male', 'female'] as const)),
  email: Type.Optional(emailOrEmpty()),
  region: Type.Optional(str(0, 50)),
  timeZone: Type.Optional(str(0, 50)),
  language: Type.Optional(enumOf(LOCALES)),
  avatar: Type.Optional(pictureUrl()),
};
export const ProfileSchema = closed(profileProps);
export const ProfileWithNameSchema = closed({
  ...profileProps,
  realName: Type.Optional(str(0, 50)),
});
export const PasswordChangeQuery = closed({
  id: id(),
  oldPassword: password(),
  newPassword: password(),
});
export const IdCardQuery = closed({ realName: str(1, 50), idCardNo: str(5, 30) });
export const BindEmailSchema = closed({ email: email(), code: smsCode() });
export const BindMobileSchema = closed({ phone: phone(), areaCode: areaCode(), code: smsCode() });
/** A code to an e-mail address, or to a phone with its area code. */
export const BindCodeQuery = Type.Object(
  {
    email: Type.Optional(email()),
    phone: Type.Optional(phone()),
    areaCode: Type.Optional(areaCode()),
  },
  {
    additionalProperties: false,
    oneOf: [{ required: ['email'] }, { required: ['phone', 'areaCode'] }],
  },
);
export const AccountQuery = closed({ account: str(1, 50) });
export const ColleagueQuery = pagedQuery({});
export const RoleSchema = closed({ role: enumOf(['visitor', 'buyer', 'exhibitor'] as const) });
export const MembershipSchema = closed({
  companyName: Type.Optional(str(0, 100)),
  position: Type.Optional(str(0, 50)),
  name: Type.Optional(str(0, 50)),
  email: Type.Optional(emailOrEmpty()),
});
export const DeviceSchema = closed({
  deviceId: str(1, 128),
  platform: enumOf(['weapp', 'h5'] as const),
  model: Type.Optional(str(0, 100)),
  system: Type.Optional(str(0, 100)),
  language: Type.Optional(enumOf(LOCALES)),
});

export const FOOTPRINT_TYPES = [
  'news',
  'activity',
  'vote',
  'gift',
  'ar',
  'exhibit',
  'booth',
  'schedule',
] as const;
export const FootprintBody = closed({
  type: enumOf(FOOTPRINT_TYPES),
  targetId: id(),
  /** 'collect' keeps a story among the favourites (#12); a visit by default. */
  kind: Type.Optional(enumOf(['visit', 'collect'] as const)),
  /** Where the visitor is (WGS-84): an AR site's check-in needs it (#21). */
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
});
export const FootprintPageQuery = pagedQuery({ type: Type.Optional(enumOf(FOOTPRINT_TYPES)) });

// What the app sends is what the schemas take, field for field.
agrees<Serves<Required<PasswordLoginBody>, Required<Static<typeof PasswordLoginSchema>>>>();
agrees<Serves<CodeLoginBody, Static<typeof CodeLoginSchema>>>();
agrees<Serves<Required<RegisterBody>, Required<Static<typeof RegisterSchema>>>>();
agrees<Serves<ForgetPasswordBody, Static<typeof ResetSchema>>>();
agrees<Serves<SmsCodeForm, Static<typeof SmsSchema>>>();
agrees<Serves<Required<UpdateUserBody>, Required<Static<typeof ProfileSchema>>>>();
agrees<Serves<Required<UserDevice>, Required<Static<typeof DeviceSchema>>>>();
