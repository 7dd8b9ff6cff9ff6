import '@tarojs/taro';
import RulesPage from '@/features/points/screens/points-rules';
import { PAGE_INFO_IDS } from '@/shared/api/fixed-ids';
import { initLocale, setLocale, t } from '@/shared/i18n';
import {
  bodyText,
  deferred,
  type Envelope,
  fail,
  mockTaro,
  mount,
  ok,
  pageSuite,
  settle,
  tap,
  waitUntil,
} from '../support/harness';
import { getByRole, getByText, queryAllByRole } from '../support/queries';
import { HAN } from '../news/fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/rules/rules, §7 GET /pageInfo/{fixed id}; issue #11.
pageSuite('/pages/rules/rules');
beforeEach(initLocale);

const RULES = {
  id: PAGE_INFO_IDS.rules,
  titleZht: '活動規則',
  titleZhs: '活动规则',
  titlePt: 'Regras do Programa',
  titleEn: 'Programme Rules',
  contentZht: '<p>一、註冊即獲 100 積分。</p>',
  contentZhs: '<p>一、注册即获 100 积分。</p>',
  contentPt: '<p>1. O registo dá 100 pontos.</p>',
  contentEn: '<p>1. Registering earns 100 points.</p>',
};
const PATH = `GET /pageInfo/${PAGE_INFO_IDS.rules}`;

describe('rules', () => {
  test('shows the rules page info under its own title, to guests too', async () => {
    const mocks = mockTaro({ [PATH]: ok(RULES) });
    await mount(RulesPage);
    // The rich text draws its content a frame after the page.
    await waitUntil(() => bodyText().includes('一、註冊即獲 100 積分。'));
    expect(getByRole('heading', { name: '活動規則' })).toBeTruthy();
    // The bar keeps the route's short name, as on every page info page.
    expect(mocks.setNavigationBarTitle).toHaveBeenLastCalledWith({ title: t('page.rules') });
    expect(mocks.navigateTo).not.toHaveBeenCalled();
  });

  test('loading, then an error with a retry', async () => {
    let attempt = 0;
    const first = deferred<Envelope>();
    const mocks = mockTaro({ [PATH]: () => (++attempt === 1 ? first.promise : ok(RULES)) });
    await mount(RulesPage);
    expect(getByText(t('common.loading'))).toBeTruthy();
    first.resolve(fail(500, '錯誤'));
    await settle();
    expect(getByRole('alert').textContent).toContain(t('common.loadError'));
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(mocks.calls(PATH)).toHaveLength(2);
    expect(getByRole('heading', { name: '活動規則' })).toBeTruthy();
  });

  test('a rules page without content says there is nothing yet', async () => {
    mockTaro({ [PATH]: ok({ id: PAGE_INFO_IDS.rules, titleZht: '活動規則', contentZht: '' }) });
    await mount(RulesPage);
    expect(getByText(t('common.empty'))).toBeTruthy();
    expect(queryAllByRole('alert')).toHaveLength(0);
  });

  test('in Portuguese the screen shows no Chinese', async () => {
    setLocale('pt');
    mockTaro({ [PATH]: ok(RULES) });
    await mount(RulesPage);
    await waitUntil(() => bodyText().includes('O registo dá 100 pontos.'));
    expect(getByRole('heading', { name: 'Regras do Programa' })).toBeTruthy();
    expect(bodyText()).not.toMatch(HAN);
  });
});
