import '@tarojs/taro';
import Ranking from '@/features/contest/screens/ranking';
import { initLocale, setLocale, t } from '@/shared/i18n';
import {
  bodyText,
  fail,
  fireLifecycle,
  mockTaro,
  mount,
  ok,
  pageSuite,
  stubIntersectionObserver,
  tap,
  urlsOf,
} from '../support/harness';
import { getAllByRole, getByRole } from '../support/queries';
import { GROUPS, paged, work } from './fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/rank/rank, §7 GET /votePlayer/public/rank; issue #13.
pageSuite('/pages/rank/rank');
beforeEach(() => {
  initLocale();
  stubIntersectionObserver();
});

const HAN = /\p{Script=Han}/u;
// Two works with the same votes: the server ranks the one that reached 40 first higher.
const RANKED = [
  work(5, { votes: 40, rank: 1 }),
  work(2, { votes: 40, rank: 2 }),
  work(9, { votes: 12, rank: 3 }),
  work(4, { votes: 0, rank: 4 }),
];

describe('the ranking', () => {
  test("the server's order and rank numbers, ties as the server broke them", async () => {
    const mocks = mockTaro({
      'GET /vote/getGroupByVoteId/1': ok(GROUPS),
      'GET /votePlayer/public/rank': paged(RANKED),
    });
    await mount(Ranking);
    const rows = getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      `${t('work.rankOf', { rank: 1 })} Paz para sempre 5 ${t('vote.votes', { count: 40 })}`,
      `${t('work.rankOf', { rank: 2 })} Paz para sempre 2 ${t('vote.votes', { count: 40 })}`,
      `${t('work.rankOf', { rank: 3 })} Paz para sempre 9 ${t('vote.votes', { count: 12 })}`,
      `${t('work.rankOf', { rank: 4 })} Paz para sempre 4 ${t('vote.votes', { count: 0 })}`,
    ]);
    expect(bodyText()).toContain(t('work.rankNote'));
    expect(mocks.calls('GET /votePlayer/public/rank')[0].url).toContain('groupId=1');
  });

  test('read again each time the page is shown', async () => {
    let round = 0;
    const mocks = mockTaro({
      'GET /vote/getGroupByVoteId/1': ok(GROUPS),
      'GET /votePlayer/public/rank': () =>
        ++round === 1
          ? paged(RANKED)
          : paged([work(2, { votes: 41, rank: 1 }), work(5, { votes: 40, rank: 2 })]),
    });
    await mount(Ranking);
    await fireLifecycle('componentDidShow');
    expect(mocks.calls('GET /votePlayer/public/rank')).toHaveLength(2);
    expect(getAllByRole('listitem')[0].getAttribute('aria-label')).toContain('Paz para sempre 2');
  });

  test('by group', async () => {
    const mocks = mockTaro({
      'GET /vote/getGroupByVoteId/1': ok(GROUPS),
      'GET /votePlayer/public/rank': (request) =>
        request.url.includes('groupId=2') ? paged([work(7, { rank: 1 })]) : paged(RANKED),
    });
    await mount(Ranking);
    await tap(getByRole('tab', { name: '青少年組' }));
    expect(getAllByRole('listitem')).toHaveLength(1);
    expect(mocks.calls('GET /votePlayer/public/rank').at(-1)?.url).toContain('groupId=2');
  });

  test('a row opens its work', async () => {
    const mocks = mockTaro({
      'GET /vote/getGroupByVoteId/1': ok(GROUPS),
      'GET /votePlayer/public/rank': paged(RANKED),
    });
    await mount(Ranking);
    await tap(getAllByRole('listitem')[2]);
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/vote/detail?id=9']);
  });

  test('empty, and an error with a retry', async () => {
    let attempt = 0;
    mockTaro({
      'GET /vote/getGroupByVoteId/1': ok(GROUPS),
      'GET /votePlayer/public/rank': () => (++attempt === 1 ? fail(500, 'x') : paged([])),
    });
    await mount(Ranking);
    expect(getByRole('alert').textContent).toContain(t('common.loadError'));
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(bodyText()).toContain(t('work.rankEmpty'));
  });

  test('in Portuguese the page shows no Chinese', async () => {
    setLocale('pt');
    mockTaro({
      'GET /vote/getGroupByVoteId/1': ok(GROUPS),
      'GET /votePlayer/public/rank': paged(RANKED),
    });
    await mount(Ranking);
    expect(getAllByRole('listitem')[0].getAttribute('aria-label')).toContain('1.º lugar');
    expect(bodyText()).not.toMatch(HAN);
  });
});
