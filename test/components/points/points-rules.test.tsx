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
  waitFor,
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
  test('shows the rules page info with its own title, to guests too', async () => {
    const mocks = mockTaro({ [PATH]: ok(RULES) });
    await mount(RulesPage);
    // The rich text draws its content a frame after the page.
    await waitFor(() => {
      const article = getByRole('article', { name: '活動規則' });
      return article.textContent ? article : null;
    });
    expect(getByRole('article', { name: '活動規則' }).textContent).toContain(
      '一、註冊即獲 100 積分。',
    );
    expect(mocks.setNavigationBarTitle).toHaveBeenCalledWith({ title: '活動規則' });
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
    expect(getByRole('article', { name: '活動規則' })).toBeTruthy();
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
    await waitFor(() => {
      const article = getByRole('article', { name: 'Regras do Programa' });
      return article.textContent ? article : null;
    });
    expect(getByRole('article', { name: 'Regras do Programa' }).textContent).toContain(
      'O registo dá 100 pontos.',
    );
    expect(bodyText()).not.toMatch(HAN);
  });
});
