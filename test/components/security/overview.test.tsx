import '@tarojs/taro';
import SecurityPage from '@/features/account/screens/security';
import { t } from '@/shared/i18n';
import { accountRoutes, bodyOf, mockOpenedPage } from './fixtures';
import {
  demoUser,
  fail,
  fireLifecycle,
  mount,
  ok,
  pageSuite,
  storeSession,
  tap,
  toastTitles,
  urlsOf,
  waitUntil,
} from '../support/harness';
import {
  getByRole,
  getByText,
  queryByRole,
  queryByText,
  textOf,
  valueBeside,
} from '../support/queries';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite('/pages/Security/Security');

const LABELS = {
  phone: t('field.phone'),
  name: t('field.name'),
  username: t('field.username'),
  title: t('field.title'),
  gender: t('field.gender'),
  email: t('field.email'),
  region: t('field.region'),
  memberType: t('field.memberType'),
  timeZone: t('field.timeZone'),
  language: t('field.language'),
  avatar: t('profile.avatar'),
  company: t('profile.company'),
  deleteAccount: t('profile.deleteAccount'),
};
type Row = keyof typeof LABELS;

/** What a row shows beside its label. */
const value = (name: Row) => valueBeside(LABELS[name]);
/** The row that holds a label, when it is a button (a row that leads somewhere). */
const rowButton = (name: Row) => getByText(LABELS[name]).closest<HTMLElement>('[role="button"]');
const openRow = (name: Row) => tap(rowButton(name) as HTMLElement);
const avatarAlert = () => queryByRole('alert', {}, rowButton('avatar') as HTMLElement);

describe('personal data overview', () => {
  test("shows the user's fields, masked where they identify the account, in words", async () => {
    storeSession();
    mockOpenedPage(accountRoutes());
    await mount(SecurityPage);
    await fireLifecycle('componentDidShow');

    expect(value('phone')).toBe('+853 612***67');
    expect(value('name')).toBe('陳大文');
    expect(value('username')).toBe('demo');
    expect(value('title')).toBe('先生');
    expect(value('gender')).toBe(t('gender.male'));
    expect(value('email')).toBe('de**@example.org');
    expect(value('region')).toBe('澳門半島');
    expect(value('memberType')).toBe('個人');
    expect(value('timeZone')).toBe(t('profile.timeZones.macau'));
    expect(value('language')).toBe('繁體中文');
  });

  test('reads the account again on show and keeps the answer in the session', async () => {
    storeSession();
    const fresh = { ...demoUser, name: '陳小文', region: 'PT', gender: '' };
    const mocks = mockOpenedPage(accountRoutes(fresh as never));
    const { stores } = await mount(SecurityPage);
    await fireLifecycle('componentDidShow');

    expect(mocks.calls('GET /cus/user/info')).toHaveLength(1);
    expect(stores.session.user?.name).toBe('陳小文');
    expect(value('name')).toBe('陳小文');
    // A country of the list by its ISO code; no gender yet reads "not provided".
    expect(value('region')).toBe('葡萄牙');
    expect(value('gender')).toBe(t('field.notSet'));
  });

  test('a failed load says so with a retry that asks again', async () => {
    storeSession();
    let answer = fail(500, '伺服器錯誤');
    const mocks = mockOpenedPage(accountRoutes(demoUser, { 'GET /cus/user/info': () => answer }));
    await mount(SecurityPage);
    await fireLifecycle('componentDidShow');

    expect(textOf(getByRole('alert'))).toContain(t('common.loadError'));
    // What the session already had stays on screen.
    expect(value('name')).toBe('陳大文');

    answer = ok({ ...demoUser, name: '陳小文' });
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(mocks.calls('GET /cus/user/info')).toHaveLength(2);
    expect(queryByRole('alert')).toBeNull();
    expect(value('name')).toBe('陳小文');
  });

  test('a guest is sent to login with a redirect back here, and sees no account data', async () => {
    const mocks = mockOpenedPage(accountRoutes());
    await mount(SecurityPage);

    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2FSecurity%2FSecurity',
    ]);
    expect(queryByText(LABELS.phone)).toBeNull();
    expect(getByText(t('message.loginFirst'))).toBeTruthy();
    expect(getByRole('button', { name: t('page.login') })).toBeTruthy();
    expect(mocks.calls('GET /cus/user/info')).toHaveLength(0);
  });

  test('rows lead to the edit page, account security and the other account pages', async () => {
    storeSession();
    const mocks = mockOpenedPage(accountRoutes());
    await mount(SecurityPage);

    await openRow('name');
    await openRow('phone');
    await openRow('email');
    await openRow('company');
    await openRow('deleteAccount');
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/Security/edit',
      '/pages/Security/resetPME?type=mobile',
      '/pages/Security/resetPME?type=email',
      '/pages/Security/editCompany',
      '/pages/Security/Cancellation',
    ]);
    // The member type is the programme's to set: a plain row, no link.
    expect(rowButton('memberType')).toBeNull();
    expect(value('memberType')).toBe('個人');
  });

  test('a new avatar is uploaded, saved on the account and shown', async () => {
    storeSession();
    const saved = { ...demoUser, avatar: 'https://cdn.example/avatar.png' };
    const mocks = mockOpenedPage(
      accountRoutes(demoUser, { 'PUT /cus/user': ok(saved, '保存成功') }),
    );
    const { stores } = await mount(SecurityPage);
    await openRow('avatar');
    await waitUntil(() => mocks.calls('PUT /cus/user').length === 1);

    expect(mocks.uploadFile).toHaveBeenCalledTimes(1);
    expect(bodyOf(mocks.calls('PUT /cus/user')[0])).toEqual({
      avatar: 'https://cdn.example/avatar.png',
    });
    await waitUntil(() => stores.session.user?.avatar === saved.avatar);
    expect(toastTitles(mocks)).toContain(t('success.saved'));
  });

  test('a file the upload refuses shows "file error, re-upload" and changes nothing', async () => {
    storeSession();
    const mocks = mockOpenedPage(accountRoutes());
    mocks.uploadFile.mockImplementation((() =>
      Promise.resolve({
        statusCode: 200,
        data: JSON.stringify({ errno: 415, errmsg: '不支持的文件類型', data: null }),
        errMsg: 'ok',
      })) as never);
    const { stores } = await mount(SecurityPage);
    await openRow('avatar');
    await waitUntil(() => avatarAlert() !== null);

    expect(textOf(avatarAlert())).toBe(t('error.fileReupload'));
    expect(mocks.calls('PUT /cus/user')).toHaveLength(0);
    expect(stores.session.user?.avatar).toBe('');
  });

  test('H5: the avatar picker asks for the album only, so that no Chinese-only source sheet shows (#27)', async () => {
    // Taro's H5 chooseMedia, asked for album and camera on a phone, first shows its own sheet
    // with fixed "拍摄" / "从相册选择" items, in every language.
    storeSession();
    const mocks = mockOpenedPage(accountRoutes());
    mocks.chooseMedia.mockImplementation((() =>
      Promise.reject(new Error('chooseMedia:fail cancel'))) as never);
    await mount(SecurityPage);
    await openRow('avatar');
    expect(mocks.chooseMedia).toHaveBeenCalledTimes(1);
    expect(mocks.chooseMedia.mock.calls[0][0]).toMatchObject({
      count: 1,
      mediaType: ['image'],
      sourceType: ['album'],
    });
  });

  test('closing the image picker uploads nothing', async () => {
    storeSession();
    const mocks = mockOpenedPage(accountRoutes());
    mocks.chooseMedia.mockImplementation((() =>
      Promise.reject(new Error('chooseMedia:fail cancel'))) as never);
    await mount(SecurityPage);
    await openRow('avatar');

    expect(mocks.uploadFile).not.toHaveBeenCalled();
    expect(avatarAlert()).toBeNull();
    expect(queryByText(t('profile.avatarUploading'))).toBeNull();
  });
});
