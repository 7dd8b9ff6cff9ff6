import '@tarojs/taro';
import ContestRules from '@/features/contest/screens/contest-rules';
import { initLocale, setLocale, t } from '@/shared/i18n';
import { bodyText, fail, mockTaro, mount, ok, pageSuite, tap, waitUntil } from '../support/harness';
import { getByRole } from '../support/queries';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/voteRules/voteRules, §7 GET /pageInfo/{fixed id}; issue #13.
pageSuite('/pages/voteRules/voteRules');
beforeEach(initLocale);

const RULES = {
  id: 5,
  titleZht: '比賽規則',
  titleZhs: '比赛规则',
  titlePt: 'Regras do concurso',
  titleEn: 'Contest rules',
  contentZht: '<p>每人每天可投5票。</p>',
  contentZhs: '<p>每人每天可投5票。</p>',
  contentPt: '<p>Cada pessoa tem 5 votos por dia.</p>',
  contentEn: '<p>Everyone has 5 votes a day.</p>',
};

describe('the contest rules', () => {
  test('the page info of the rules in the reader language', async () => {
    setLocale('pt');
    const mocks = mockTaro({ 'GET /pageInfo/5': ok(RULES) });
    await mount(ContestRules);
    expect(getByRole('heading').textContent).toBe('Regras do concurso');
    // The rich text draws its content a frame after the page.
    await waitUntil(() => bodyText().includes('Cada pessoa tem 5 votos por dia.'));
    expect(bodyText()).toContain('Cada pessoa tem 5 votos por dia.');
    expect(mocks.calls('GET /pageInfo/5')).toHaveLength(1);
  });

  test("a long title is the page's heading; the bar keeps the short name, so nothing is cut off", async () => {
    setLocale('pt');
    const long = 'Regulamento do Concurso de Slogans «Recordar a história, valorizar a paz»';
    mockTaro({ 'GET /pageInfo/5': ok({ ...RULES, titlePt: long }) });
    await mount(ContestRules);
    expect(getByRole('heading').textContent).toBe(long);
    expect(bodyText()).toContain(t('page.voteRules'));
    expect(bodyText().split(long)).toHaveLength(2);
  });

  test('a failed load offers a retry', async () => {
    let attempt = 0;
    mockTaro({ 'GET /pageInfo/5': () => (++attempt === 1 ? fail(500, 'x') : ok(RULES)) });
    await mount(ContestRules);
    expect(getByRole('alert').textContent).toContain(t('common.loadError'));
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(getByRole('heading').textContent).toBe('比賽規則');
  });
});
