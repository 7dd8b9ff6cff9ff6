import '@tarojs/taro';
import Achievements from '@/features/points/screens/achievements';
import type { Badge, BadgeType } from '@/features/points';
import { initLocale, setLocale, t } from '@/shared/i18n';
import {
  answerModal,
  bodyText,
  deferred,
  fail,
  fireLifecycle,
  mockTaro,
  modalContents,
  mount,
  ok,
  pageSuite,
  settle,
  storeSession,
  stubIntersectionObserver,
  tap,
  urlsOf,
  type Envelope,
  waitUntil,
} from '../support/harness';
import { itemWith, paged } from './fixtures';
import { getByRole, queryAllByRole, getByText } from '../support/queries';
import { HAN } from '../news/fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/achieveMents/achieveMents, §7 badges; issue #11.
pageSuite('/pages/achieveMents/achieveMents');
beforeAll(stubIntersectionObserver);
beforeEach(initLocale);

const TYPES: BadgeType[] = [
  { id: 1, nameZht: '參與', nameZhs: '参与', namePt: 'Participação', nameEn: 'Taking part' },
  { id: 2, nameZht: '探索', nameZhs: '探索', namePt: 'Exploração', nameEn: 'Exploring' },
];

const badge = (id: number, typeId: number, name: [string, string], earned: boolean): Badge => ({
  id,
  typeId,
  nameZht: name[0],
  nameZhs: name[0],
  namePt: name[1],
  nameEn: name[1],
  icon: `https://api.example.org/art/badge-${id}.svg`,
  iconLocked: `https://api.example.org/art/badge-${id}-locked.svg`,
  earned,
  earnedAt: earned ? '2026-11-01T04:00:00.000Z' : undefined,
  description: earned ? '完成註冊。' : '完成 5 項任務。',
});

const NEWCOMER = badge(1, 1, ['初來乍到', 'Recém-chegado'], true);
const EXPLORER = badge(3, 2, ['世遺探索者', 'Explorador do património'], false);

const routes = (badges: Envelope = ok([NEWCOMER, EXPLORER])) => ({
  'GET /badge/type/page': paged(TYPES),
  'GET /grow/badge/list': badges,
  'GET /grow/badgeRule': ok({ contentZht: '<p>徽章按參與情況自動頒發。</p>' }),
});

describe('badges and achievements', () => {
  test('a guest is sent to login with a way back', async () => {
    const mocks = mockTaro(routes());
    await mount(Achievements);
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2FachieveMents%2FachieveMents',
    ]);
    expect(mocks.calls('GET /grow/badge/list')).toHaveLength(0);
  });

  test('badges by type, earned with the date and locked with the grey icon, and the rules', async () => {
    storeSession();
    mockTaro(routes());
    await mount(Achievements);

    expect(getByRole('status').textContent).toBe(t('badges.earnedCount', { earned: 1, total: 2 }));
    const takingPart = getByRole('region', { name: '參與' });
    expect(takingPart.contains(itemWith('初來乍到'))).toBe(true);
    expect(getByRole('region', { name: '探索' }).contains(itemWith('世遺探索者'))).toBe(true);

    const earned = getByRole('listitem', { name: '初來乍到' });
    // 04:00 UTC is noon in Macau, the same day.
    expect(earned.textContent).toContain(t('badges.earnedOn', { date: '2026-11-01' }));
    expect(earned.querySelector('[src]')?.getAttribute('src')).toBe(NEWCOMER.icon);

    const locked = getByRole('listitem', { name: '世遺探索者' });
    expect(locked.textContent).toContain(t('badges.locked'));
    expect(locked.textContent).toContain('完成 5 項任務。');
    expect(locked.querySelector('[src]')?.getAttribute('src')).toBe(EXPLORER.iconLocked);

    // The rich text draws its content a frame after the page.
    const rules = getByRole('region', { name: t('badges.rules') });
    await waitUntil(() => (rules.textContent ?? '').includes('徽章按參與情況自動頒發。'));
    expect(rules.textContent).toContain('徽章按參與情況自動頒發。');
  });

  test('a badge earned elsewhere shows as earned the next time the page shows', async () => {
    storeSession();
    let calls = 0;
    mockTaro({
      ...routes(),
      'GET /grow/badge/list': () =>
        ok(++calls === 1 ? [NEWCOMER, EXPLORER] : [NEWCOMER, { ...EXPLORER, earned: true }]),
    });
    await mount(Achievements);
    expect(getByRole('listitem', { name: '世遺探索者' }).textContent).toContain(t('badges.locked'));

    await fireLifecycle('componentDidShow');
    expect(getByRole('listitem', { name: '世遺探索者' }).textContent).toContain(t('badges.earned'));
    expect(getByRole('status').textContent).toBe(t('badges.earnedCount', { earned: 2, total: 2 }));
  });

  test('a tap reads the badge and tells its rule and state', async () => {
    storeSession();
    const mocks = mockTaro({ ...routes(), 'GET /grow/badge/3': ok(EXPLORER) });
    const modal = answerModal(true);
    await mount(Achievements);
    await tap(getByRole('listitem', { name: '世遺探索者' }));
    expect(mocks.calls('GET /grow/badge/3')).toHaveLength(1);
    expect(modalContents(modal)).toEqual([`完成 5 項任務。\n${t('badges.locked')}`]);
  });

  test('loading, then empty', async () => {
    storeSession();
    const answer = deferred<Envelope>();
    mockTaro({ ...routes(), 'GET /grow/badge/list': () => answer.promise });
    await mount(Achievements);
    expect(getByText(t('common.loading'))).toBeTruthy();
    answer.resolve(ok([]));
    await settle();
    expect(getByText(t('badges.empty'))).toBeTruthy();
  });

  test('an error offers a retry', async () => {
    storeSession();
    let attempt = 0;
    const mocks = mockTaro({
      ...routes(),
      'GET /grow/badge/list': () => (++attempt === 1 ? fail(500, '錯誤') : ok([NEWCOMER])),
    });
    await mount(Achievements);
    expect(getByRole('alert').textContent).toContain(t('common.loadError'));
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(mocks.calls('GET /grow/badge/list')).toHaveLength(2);
    expect(queryAllByRole('listitem')).toHaveLength(1);
  });

  test('in Portuguese the screen shows no Chinese', async () => {
    setLocale('pt');
    storeSession();
    mockTaro({
      ...routes(
        ok([
          { ...NEWCOMER, description: 'Registou-se.' },
          { ...EXPLORER, description: '5 missões cumpridas.' },
        ]),
      ),
      'GET /grow/badgeRule': ok({ contentZht: '<p>徽章</p>', contentPt: '<p>Distintivos</p>' }),
    });
    await mount(Achievements);
    expect(getByRole('region', { name: 'Exploração' }).textContent).toContain('Por obter');
    expect(bodyText()).not.toMatch(HAN);
  });
});
