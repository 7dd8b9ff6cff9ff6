import '@tarojs/taro';
import Contest from '@/features/contest/screens/contest';
import WorkDetail from '@/features/contest/screens/work-detail';
import { RootStore } from '@/shared/stores/root-store';
import { FIRST_SCREEN_FOLLOWING } from '@/shared/api/first-screen';
import { initLocale, setLocale, t } from '@/shared/i18n';
import {
  bodyText,
  fail,
  fill,
  fireLifecycle,
  isDisabled,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  storeSession,
  stubIntersectionObserver,
  tap,
  toastTitles,
  urlsOf,
  waitUntil,
} from '../support/harness';
import { getAllByRole, getByRole, getByText, queryByRole, within } from '../support/queries';
import { GROUPS, WORKS, paged, voteInfo, work } from './fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/vote/vote, §7 Contest; issue #13: the contest tab.
pageSuite('/pages/vote/vote');
beforeEach(() => {
  initLocale();
  stubIntersectionObserver();
});

const HAN = /\p{Script=Han}/u;

const routes = (info = voteInfo(), works = WORKS) => ({
  'GET /vote/1': ok(info),
  'GET /vote/getGroupByVoteId/1': ok(GROUPS),
  'GET /votePlayer/public/page': paged(works),
});

const card = (slogan: string) => getByRole('listitem', { name: slogan });

describe('the contest tab', () => {
  test('the contest, its groups, the countdown to the end and each work with its vote button', async () => {
    const mocks = mockTaro(routes());
    await mount(Contest);

    expect(getByText(voteInfo().nameZht)).toBeTruthy();
    expect(bodyText()).toContain(t('vote.visits', { count: 1234 }));
    expect(getByRole('timer', { name: t('vote.endsIn') }).textContent).toMatch(/5 天 0?\d 時/);
    expect(getByRole('tab', { name: '公開組', selected: true })).toBeTruthy();
    expect(getByRole('tab', { name: '青少年組', selected: false })).toBeTruthy();
    expect(getAllByRole('listitem')).toHaveLength(3);

    const first = card('Paz para sempre 3');
    expect(first.textContent).toContain(t('vote.number', { id: 3 }));
    expect(first.textContent).toContain(t('vote.votes', { count: 30 }));
    expect(first.textContent).toContain(t('vote.author', { name: 'Autor 3' }));
    // A guest: the button says vote; the server knows nothing of a guest's votes.
    expect(within(first).getByRole('button', { name: /投票/ }).textContent).toBe(t('vote.vote'));
    expect(mocks.calls('GET /votePlayer/public/page')[0].url).toContain('groupId=1');
  });

  test("the first works' call is the one index.html starts early for this tab (#32)", async () => {
    const mocks = mockTaro(routes());
    await mount(Contest);
    const url = mocks.calls('GET /votePlayer/public/page')[0].url;
    // GROUPS' first group is 1: the early call is this very URL, or its answer is never taken.
    expect(url.endsWith(`${FIRST_SCREEN_FOLLOWING.vote!.call}1`)).toBe(true);
  });

  test("a work without pictures shows the contest's picture, not an empty square (#27)", async () => {
    const contestPicture = 'http://127.0.0.1/exhibition-api/art/slogan-contest.png';
    const bare = work(4, { cover: '', pictures: [], shareImage: contestPicture });
    mockTaro(routes(voteInfo(), [bare, ...WORKS]));
    await mount(Contest);
    const picture = within(card('Paz para sempre 4')).getByRole('img');
    expect(picture.getAttribute('src')).toBe(contestPicture);
    // A work with its own picture keeps it.
    expect(within(card('Paz para sempre 3')).getByRole('img').getAttribute('src')).toBe(
      'https://cdn.example/work-3.png',
    );
  });

  test('the visit is counted once per visit (each show), not per refresh', async () => {
    const mocks = mockTaro(routes());
    await mount(Contest);
    expect(mocks.calls('GET /vote/updateVisit/1')).toHaveLength(0);
    await fireLifecycle('componentDidShow');
    // One task after the page is shown (issue #14: not in the task that draws it).
    await waitUntil(() => mocks.calls('GET /vote/updateVisit/1').length === 1);
    expect(mocks.calls('GET /vote/updateVisit/1')).toHaveLength(1);
    await fireLifecycle('onPullDownRefresh');
    expect(mocks.calls('GET /vote/updateVisit/1')).toHaveLength(1);
  });

  test('signed in: the button shows what is left today; a vote counts and the button says so', async () => {
    storeSession();
    const mocks = mockTaro({
      ...routes(voteInfo({ votesUsedToday: 2 })),
      'POST /voteRecord': ok({ id: 1, playerId: 3, userId: 7, createdAt: '', votes: 31 }),
    });
    await mount(Contest);
    const button = within(card('Paz para sempre 3')).getByRole('button', {
      name: `${t('vote.voteLeft', { count: 3 })} Paz para sempre 3`,
    });
    await tap(button);

    expect(mocks.calls('POST /voteRecord').map((c) => c.data)).toEqual([{ playerId: 3 }]);
    expect(toastTitles(mocks)).toContain(t('vote.voteDone'));
    const after = card('Paz para sempre 3');
    expect(after.textContent).toContain(t('vote.votes', { count: 31 }));
    expect(within(after).getByRole('button').textContent).toBe(t('vote.votedToday'));
    expect(isDisabled(within(after).getByRole('button'))).toBe(true);
    // One vote of today is used: the other works say 2 left.
    expect(within(card('Paz para sempre 2')).getByRole('button').textContent).toBe(
      t('vote.voteLeft', { count: 2 }),
    );
  });

  // Issue #21: after a vote on the work's page the tab (still open behind it) showed the old
  // count and an active button, whose tap then said "already voted today".
  test("a vote made on the work's page shows on the tab at once", async () => {
    storeSession();
    setRoute('/pages/vote/detail', { id: '3' });
    mockTaro({
      ...routes(voteInfo({ votesUsedToday: 2 })),
      'GET /votePlayer/public/detail/3': ok(work(3)),
      'POST /voteRecord': ok({ id: 1, playerId: 3, userId: 7, createdAt: '', votes: 31 }),
    });
    const stores = new RootStore();
    await mount(Contest, stores);
    const tab = document.body.firstElementChild as HTMLElement;
    await mount(WorkDetail, stores);
    const detail = document.body.lastElementChild as HTMLElement;
    await tap(
      within(detail).getByRole('button', { name: new RegExp(t('vote.voteLeft', { count: 3 })) }),
    );

    const after = within(tab).getByRole('listitem', { name: 'Paz para sempre 3' });
    expect(after.textContent).toContain(t('vote.votes', { count: 31 }));
    expect(within(after).getByRole('button').textContent).toBe(t('vote.votedToday'));
  });

  test("a vote beyond today's rule is refused with the server's message and changes nothing", async () => {
    storeSession();
    const mocks = mockTaro({
      ...routes(voteInfo({ votesUsedToday: 4 })),
      'POST /voteRecord': fail(409, "You have used today's votes, come back tomorrow"),
    });
    await mount(Contest);
    await tap(within(card('Paz para sempre 3')).getByRole('button'));
    expect(toastTitles(mocks)).toContain("You have used today's votes, come back tomorrow");
    expect(card('Paz para sempre 3').textContent).toContain(t('vote.votes', { count: 30 }));
    // The count of today is read again from the server.
    expect(mocks.calls('GET /vote/1').length).toBeGreaterThanOrEqual(2);
  });

  test('with no votes left today every button says so and cannot be tapped', async () => {
    storeSession();
    mockTaro(routes(voteInfo({ votesUsedToday: 5 })));
    await mount(Contest);
    const buttons = getAllByRole('listitem').map((item) => within(item).getByRole('button'));
    expect(buttons.every((b) => b.textContent === t('vote.noVotesLeft') && isDisabled(b))).toBe(
      true,
    );
  });

  test('a guest is asked to log in and sent there to come back to the same work', async () => {
    const mocks = mockTaro(routes());
    await mount(Contest);
    await tap(within(card('Paz para sempre 2')).getByRole('button'));
    expect(mocks.showModal.mock.calls[0][0]).toMatchObject({ content: t('vote.loginToVote') });
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2Fvote%2Fdetail%3Fid%3D2',
    ]);
    expect(mocks.calls('POST /voteRecord')).toHaveLength(0);
  });

  test('another group shows its works', async () => {
    const mocks = mockTaro({
      ...routes(),
      'GET /votePlayer/public/page': (request) =>
        request.url.includes('groupId=2') ? paged([work(8, { groupId: 2 })]) : paged(WORKS),
    });
    await mount(Contest);
    await tap(getByRole('tab', { name: '青少年組' }));
    expect(getByRole('tab', { name: '青少年組', selected: true })).toBeTruthy();
    expect(getAllByRole('listitem')).toHaveLength(1);
    expect(card('Paz para sempre 8')).toBeTruthy();
    expect(mocks.calls('GET /votePlayer/public/page')).toHaveLength(2);
  });

  test('a search by number finds that work; a search by name asks the server', async () => {
    const mocks = mockTaro({
      ...routes(),
      'GET /votePlayer/public/detail/12': ok(work(12)),
      'GET /votePlayer/public/page': (request) =>
        request.url.includes('keyword=') ? paged([]) : paged(WORKS),
    });
    await mount(Contest);
    await fill(getByRole('search'), '12');
    await tap(within(getByRole('search')).getByRole('button', { name: t('vote.search') }));
    await waitUntil(() => queryByRole('listitem', { name: 'Paz para sempre 12' }) !== null);
    expect(getAllByRole('listitem')).toHaveLength(1);
    expect(mocks.calls('GET /votePlayer/public/page').at(-1)?.url).toContain('keyword=12');

    await fill(getByRole('search'), 'Nada');
    await tap(within(getByRole('search')).getByRole('button', { name: t('vote.search') }));
    expect(bodyText()).toContain(t('vote.noMatch'));
  });

  test('not yet open: when it opens, and no vote can be cast', async () => {
    mockTaro(routes(voteInfo({ startAt: new Date(Date.now() + 86_400_000).toISOString() })));
    await mount(Contest);
    expect(getByRole('status').textContent).toContain(t('vote.notStarted'));
    const button = within(card('Paz para sempre 1')).getByRole('button');
    expect(button.textContent).toBe(t('vote.notOpen'));
    expect(isDisabled(button)).toBe(true);
  });

  test('closed: the end is said and no vote can be cast', async () => {
    mockTaro(routes(voteInfo({ endAt: new Date(Date.now() - 1000).toISOString() })));
    await mount(Contest);
    expect(getByRole('status').textContent).toContain(t('vote.ended'));
    expect(queryByRole('timer')).toBeNull();
    const button = within(card('Paz para sempre 1')).getByRole('button');
    expect(button.textContent).toBe(t('vote.closed'));
    expect(isDisabled(button)).toBe(true);
  });

  test('an empty group, and a failed list with a retry', async () => {
    let attempt = 0;
    mockTaro({
      ...routes(),
      'GET /votePlayer/public/page': () => (++attempt === 1 ? fail(500, 'x') : paged([])),
    });
    await mount(Contest);
    expect(getByRole('alert').textContent).toContain(t('common.loadError'));
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(bodyText()).toContain(t('vote.emptyWorks'));
  });

  test('the links to the ranking, submitting, my entries and the rules', async () => {
    const mocks = mockTaro(routes());
    await mount(Contest);
    await tap(getByRole('button', { name: t('page.rank') }));
    await tap(getByRole('button', { name: t('page.signUp') }));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/rank/rank', '/pages/signUp/signUp']);
  });

  test("the visitor's own work says so instead of a vote button; the others can be voted", async () => {
    storeSession();
    const mocks = mockTaro(
      routes(voteInfo({ votesUsedToday: 0 }), [
        work(3, { mine: false }),
        work(2, { mine: true }),
        work(1, { mine: false }),
      ]),
    );
    await mount(Contest);
    const own = card('Paz para sempre 2');
    expect(within(own).getByText(t('vote.ownWork'))).toBeTruthy();
    expect(within(own).queryByRole('button')).toBeNull();
    for (const other of ['Paz para sempre 3', 'Paz para sempre 1']) {
      expect(within(card(other)).getByRole('button').textContent).toBe(
        t('vote.voteLeft', { count: 5 }),
      );
      expect(within(card(other)).queryByText(t('vote.ownWork'))).toBeNull();
    }
    // The words are no button: a tap on them opens the work, it votes for nothing.
    await tap(within(own).getByText(t('vote.ownWork')));
    expect(mocks.calls('POST /voteRecord')).toHaveLength(0);
  });

  test.each([
    ['zh-Hans', '我的作品'],
    ['pt', 'A sua obra'],
    ['en', 'Your work'],
  ] as const)("in %s one's own work reads %s", async (locale, words) => {
    setLocale(locale);
    storeSession();
    mockTaro(routes(voteInfo({ votesUsedToday: 0 }), [work(2, { mine: true })]));
    await mount(Contest);
    expect(within(card('Paz para sempre 2')).getByText(words)).toBeTruthy();
    expect(within(card('Paz para sempre 2')).queryByRole('button')).toBeNull();
  });

  test("back from logging in, the works are read again, so one's own says so", async () => {
    // A guest's answer has no `mine`; the signed-in author's says true.
    const seen: { mine?: boolean } = {};
    const mocks = mockTaro({
      ...routes(),
      'GET /votePlayer/public/page': () => paged([work(2, { mine: seen.mine })]),
    });
    const { stores } = await mount(Contest);
    expect(within(card('Paz para sempre 2')).getByRole('button').textContent).toBe(t('vote.vote'));
    seen.mine = true;
    storeSession();
    stores.session.restore();
    await fireLifecycle('componentDidShow');
    await waitUntil(() => within(card('Paz para sempre 2')).queryByRole('button') === null);
    expect(within(card('Paz para sempre 2')).getByText(t('vote.ownWork'))).toBeTruthy();
    expect(mocks.calls('GET /votePlayer/public/page')).toHaveLength(2);
    // Shown again by the same account: not read again.
    await fireLifecycle('componentDidShow');
    expect(mocks.calls('GET /votePlayer/public/page')).toHaveLength(2);
  });

  test.each(['pt', 'en'] as const)('in %s the screen shows no Chinese', async (locale) => {
    setLocale(locale);
    storeSession();
    mockTaro(routes(voteInfo({ votesUsedToday: 1 })));
    await mount(Contest);
    expect(getByRole('tab', { name: locale === 'pt' ? 'Aberta' : 'Open' })).toBeTruthy();
    expect(bodyText()).not.toMatch(HAN);
  });
});
