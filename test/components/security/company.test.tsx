import '@tarojs/taro';
import SecurityEditCompanyPage from '@/features/account/screens/security-edit-company';
import { t } from '@/shared/i18n';
import { accountRoutes, bodyOf, mockOpenedPage } from './fixtures';
import {
  demoUser,
  errorOf,
  fill,
  mount,
  ok,
  pageSuite,
  storeSession,
  tap,
  toastTitles,
  valueOf,
} from '../support/harness';
import { getByRole } from '../support/queries';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite('/pages/Security/editCompany');

const member = { ...demoUser, companyName: '澳門歷史檔案研習社', position: '義工' };
const save = () => tap(getByRole('button', { name: t('common.save') }));
const COMPANY = t('profile.companyName');
const POSITION = t('profile.position');

describe('company info edit', () => {
  test('is filled in from the account and sends only the company fields', async () => {
    storeSession(member as never);
    const answer = { ...member, position: '研究員' };
    const mocks = mockOpenedPage(
      accountRoutes(demoUser, { 'PUT /crm/membersInfo/app': ok(answer) }),
    );
    const { stores } = await mount(SecurityEditCompanyPage);

    expect(await valueOf(COMPANY)).toBe('澳門歷史檔案研習社');
    expect(await valueOf(POSITION)).toBe('義工');
    await fill(POSITION, '研究員');
    await save();

    expect(bodyOf(mocks.calls('PUT /crm/membersInfo/app')[0])).toEqual({
      companyName: '澳門歷史檔案研習社',
      position: '研究員',
    });
    expect((stores.session.user as unknown as typeof member).position).toBe('研究員');
    expect(toastTitles(mocks)).toEqual([t('success.saved')]);
    expect(mocks.navigateBack).toHaveBeenCalledTimes(1);
  });

  test('a position without a company is refused next to the company name', async () => {
    storeSession();
    const mocks = mockOpenedPage(accountRoutes());
    await mount(SecurityEditCompanyPage);
    await fill(POSITION, '義工');
    await save();

    expect(errorOf(COMPANY)).toBe(t('profile.companyNameRequired'));
    expect(mocks.calls('PUT /crm/membersInfo/app')).toHaveLength(0);
    expect(await valueOf(POSITION)).toBe('義工');
  });
});
