import Taro from '@tarojs/taro';
import WorkDetail from '@/features/contest/screens/work-detail';
import { initLocale, setLocale, t } from '@/shared/i18n';
import {
  bodyText,
  fail,
  fireLifecycle,
  isDisabled,
  mockTaro,
  mount,
  ok,
  settle,
  pageSuite,
  resolved,
  setRoute,
  storeSession,
  stubIntersectionObserver,
  tap,
  toastTitles,
  urlsOf,
} from '../support/harness';
import { getAllByRole, getByRole, getByText, queryByRole, queryByText } from '../support/queries';
import { voteInfo, work } from './fixtures';
import { shareHandler } from '../share/share-hooks';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/vote/detail, §7 Contest; issue #13: the work page, its vote, share and invite.
pageSuite();
beforeEach(() => {
  initLocale();
  stubIntersectionObserver();
  setRoute('/pages/vote/detail', { id: '3' });
});

const HAN = /\p{Script=Han}/u;
const ALBUM = ['https://cdn.example/a.png', 'https://cdn.example/b.png'];
// Issue #20: the server's share picture (PNG/JPG), which the card uses rather than the cover.
const CARD = 'https://cdn.example/work-3-card.jpg';
const WORK = work(3, { pictures: ALBUM, rank: 2, votes: 30, shareImage: CARD });

const routes = (detail = WORK) => ({
  'GET /vote/1': ok(voteInfo({ votesUsedToday: storedUser ? 0 : undefined })),
  'GET /votePlayer/public/detail/3': ok(detail),
});
let storedUser = false;
beforeEach(() => {
  storedUser = false;
});
const signIn = () => {
  storedUser = true;
  storeSession();
};

describe('the work page', () => {
  test('slogan, number, rank, author, album and votes; a picture opens full screen', async () => {
    const mocks = mockTaro(routes());
    const preview = jest.spyOn(Taro, 'previewImage').mockImplementation(resolved);
    await mount(WorkDetail);

    expect(getByRole('heading').textContent).toBe('Paz para sempre 3');
    expect(bodyText()).toContain(t('vote.number', { id: 3 }));
    expect(bodyText()).toContain(t('work.rankOf', { rank: 2 }));
    expect(bodyText()).toContain(t('vote.author', { name: 'Autor 3' }));
    expect(bodyText()).toContain(t('vote.votes', { count: 30 }));
    const pictures = getAllByRole('listitem');
    expect(pictures.map((p) => p.getAttribute('aria-label'))).toEqual([
      t('work.picture', { index: 1 }),
      t('work.picture', { index: 2 }),
    ]);
    await tap(getByRole('listitem', { name: t('work.picture', { index: 2 }) }));
    expect(preview).toHaveBeenCalledWith({ current: ALBUM[1], urls: ALBUM });
    expect(mocks.calls('GET /votePlayer/public/detail/3')).toHaveLength(1);
  });

  test('a vote counts, the page reads the work again, and the invite of the link is sent', async () => {
    signIn();
    setRoute('/pages/vote/detail', { id: '3', type: 'share', inviter: '9' });
    let votes = 30;
    const mocks = mockTaro({
      ...routes(),
      'GET /votePlayer/public/detail/3': () => ok({ ...WORK, votes, rank: votes > 30 ? 1 : 2 }),
      'POST /voteRecord': () => {
        votes = 31;
        return ok({ id: 1, playerId: 3, userId: 7, createdAt: '', votes: 31, invited: true });
      },
    });
    await mount(WorkDetail);
    await tap(getByRole('button', { name: t('vote.voteLeft', { count: 5 }) }));

    expect(mocks.calls('POST /voteRecord').map((c) => c.data)).toEqual([
      { playerId: 3, inviterId: 9 },
    ]);
    expect(bodyText()).toContain(t('vote.votes', { count: 31 }));
    expect(bodyText()).toContain(t('work.rankOf', { rank: 1 }));
    const button = getByRole('button', { name: t('vote.votedToday') });
    expect(isDisabled(button)).toBe(true);
    expect(toastTitles(mocks)).toContain(t('vote.voteDone'));
  });

  test('a link shared by oneself carries no invite', async () => {
    signIn();
    setRoute('/pages/vote/detail', { id: '3', type: 'share', inviter: '7' });
    const mocks = mockTaro({
      ...routes(),
      'POST /voteRecord': ok({ id: 1, playerId: 3, userId: 7, createdAt: '', votes: 31 }),
    });
    await mount(WorkDetail);
    await tap(getByRole('button', { name: t('vote.voteLeft', { count: 5 }) }));
    expect(mocks.calls('POST /voteRecord').map((c) => c.data)).toEqual([{ playerId: 3 }]);
  });

  test('a guest logs in and comes back to this work, where the vote is cast, once', async () => {
    const mocks = mockTaro({
      ...routes(),
      'POST /voteRecord': ok({ id: 1, playerId: 3, userId: 7, createdAt: '', votes: 31 }),
    });
    const { stores } = await mount(WorkDetail);
    await tap(getByRole('button', { name: t('vote.vote') }));
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2Fvote%2Fdetail%3Fid%3D3',
    ]);
    expect(mocks.calls('POST /voteRecord')).toHaveLength(0);

    // Login signs the session in; the page shows again.
    signIn();
    stores.session.restore();
    await fireLifecycle('componentDidShow');
    await fireLifecycle('componentDidShow');
    expect(mocks.calls('POST /voteRecord').map((c) => c.data)).toEqual([{ playerId: 3 }]);
    expect(bodyText()).toContain(t('vote.votedToday'));
  });

  test('share: chats and Moments get a title in the current language, the picture and a path with the work and the invite', async () => {
    signIn();
    const mocks = mockTaro(routes());
    await mount(WorkDetail);
    expect(shareHandler('onShareAppMessage')).toEqual({
      title: t('work.shareTitle', { slogan: 'Paz para sempre 3' }),
      path: '/pages/vote/detail?id=3&type=share&inviter=7',
      imageUrl: CARD,
    });
    setLocale('en');
    expect(shareHandler('onShareTimeline')).toEqual({
      title: 'Vote for "Paz para sempre 3"',
      query: 'id=3&type=share&inviter=7',
      imageUrl: CARD,
    });
    // Each share is counted by the server (its share mission).
    expect(mocks.calls('GET /votePlayer/share').length).toBe(2);
  });

  test('invite: a spinner while the poster is drawn, then the poster with how to keep or close it (#27)', async () => {
    signIn();
    const mocks = mockTaro({
      ...routes(),
      'GET /votePlayer/share': ok({ id: 3, image: 'https://cdn.example/poster-3.png' }),
    });
    await mount(WorkDetail);
    expect(getByText(t('work.inviteHint'))).toBeTruthy();
    await tap(getByRole('button', { name: t('work.invite') }));
    expect(mocks.calls('GET /votePlayer/share')[0].url).toContain('id=3');
    const dialog = getByRole('dialog', { name: t('work.poster') });
    // Until the picture has loaded: the spinner says what is happening, no hint yet.
    expect(getByRole('status').textContent).toBe(t('work.posterDrawing'));
    expect(queryByText(t('work.posterHint'))).toBeNull();
    const poster = getByRole('img', { name: t('work.poster') });
    expect(poster.getAttribute('src')).toBe('https://cdn.example/poster-3.png');
    poster.dispatchEvent(new Event('load'));
    await settle();
    expect(queryByRole('status')).toBeNull();
    expect(dialog.textContent).toContain(t('work.posterHint'));
    await tap(getByRole('button', { name: t('work.posterClose') }));
    expect(queryByRole('dialog')).toBeNull();
  });

  test('invite: a poster the server cannot give closes again, with the message (#27)', async () => {
    signIn();
    mockTaro({ ...routes(), 'GET /votePlayer/share': fail(500, '系統繁忙') });
    await mount(WorkDetail);
    await tap(getByRole('button', { name: t('work.invite') }));
    expect(queryByRole('dialog')).toBeNull();
  });

  test('Moments single-page mode: the work and the way to the full mini-program, no vote, no login', async () => {
    jest.spyOn(Taro, 'getEnterOptionsSync').mockReturnValue({ scene: 1154 } as never);
    const mocks = mockTaro(routes());
    await mount(WorkDetail);
    expect(getByRole('heading').textContent).toBe('Paz para sempre 3');
    expect(getByRole('note').textContent).toContain(t('work.openFull'));
    expect(queryByRole('button', { name: t('vote.vote') })).toBeNull();
    expect(queryByRole('button', { name: t('work.share') })).toBeNull();
    expect(mocks.navigateTo).not.toHaveBeenCalled();
    expect(mocks.calls('GET /vote/1')).toHaveLength(0);
  });

  test('Moments single-page mode when the work cannot be read: never an error', async () => {
    jest.spyOn(Taro, 'getEnterOptionsSync').mockReturnValue({ scene: 1154 } as never);
    const mocks = mockTaro({ 'GET /votePlayer/public/detail/3': fail(500, 'boom') });
    await mount(WorkDetail);
    expect(queryByRole('alert')).toBeNull();
    expect(toastTitles(mocks)).toEqual([]);
    expect(getByRole('note').textContent).toContain(t('work.openFull'));
  });

  test('a work that does not exist says so, with the way back to the contest', async () => {
    const mocks = mockTaro({ ...routes(), 'GET /votePlayer/public/detail/3': fail(404, 'x') });
    await mount(WorkDetail);
    expect(getByRole('status').textContent).toContain(t('work.notFound'));
    await tap(getByRole('button', { name: t('page.vote') }));
    expect(urlsOf(mocks.switchTab)).toEqual(['/pages/vote/vote']);
  });

  test('a failed load offers a retry', async () => {
    let attempt = 0;
    mockTaro({
      ...routes(),
      'GET /votePlayer/public/detail/3': () => (++attempt === 1 ? fail(500, 'x') : ok(WORK)),
    });
    await mount(WorkDetail);
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(getByRole('heading').textContent).toBe('Paz para sempre 3');
  });

  test.each(['pt', 'en'] as const)('in %s the page shows no Chinese', async (locale) => {
    setLocale(locale);
    signIn();
    mockTaro(routes());
    await mount(WorkDetail);
    expect(bodyText()).not.toMatch(HAN);
  });
});

// Issue #13: the server refuses a vote for one's own work, so the page offers none.
describe("the visitor's own work", () => {
  test('says "your work" where the vote button was, with a hint to share it; nothing to tap', async () => {
    signIn();
    const mocks = mockTaro(routes({ ...WORK, mine: true }));
    await mount(WorkDetail);
    expect(getByText(t('vote.ownWork'))).toBeTruthy();
    expect(getByText(t('work.ownHint'))).toBeTruthy();
    expect(queryByRole('button', { name: /^投票/ })).toBeNull();
    // Sharing and inviting stay: they are how one's own work gets votes.
    expect(getByRole('button', { name: t('work.share') })).toBeTruthy();
    expect(getByRole('button', { name: t('work.invite') })).toBeTruthy();
    await tap(getByText(t('vote.ownWork')));
    expect(mocks.calls('POST /voteRecord')).toHaveLength(0);
  });

  // Issue #21: a pending work offered share and invite, and the friend's invite said "not found".
  test.each([
    ['pending', 'work.underReview'],
    ['rejected', 'work.notApproved'],
  ] as const)('a %s work says so and offers no vote, share or invite', async (status, key) => {
    signIn();
    mockTaro(routes({ ...WORK, mine: true, status }));
    await mount(WorkDetail);
    expect(getByRole('status').textContent).toBe(t(key));
    expect(queryByRole('button', { name: t('work.share') })).toBeNull();
    expect(queryByRole('button', { name: t('work.invite') })).toBeNull();
    expect(queryByText(t('vote.ownWork'))).toBeNull();
  });

  test("another's work keeps its vote button and no hint", async () => {
    signIn();
    mockTaro(routes({ ...WORK, mine: false }));
    await mount(WorkDetail);
    expect(getByRole('button', { name: t('vote.voteLeft', { count: 5 }) })).toBeTruthy();
    expect(queryByText(t('vote.ownWork'))).toBeNull();
    expect(queryByText(t('work.ownHint'))).toBeNull();
  });

  test.each([
    ['zh-Hans', '我的作品'],
    ['pt', 'A sua obra'],
    ['en', 'Your work'],
  ] as const)('in %s it reads %s', async (locale, words) => {
    setLocale(locale);
    signIn();
    mockTaro(routes({ ...WORK, mine: true }));
    await mount(WorkDetail);
    expect(getByText(words)).toBeTruthy();
    expect(queryByRole('button', { name: new RegExp(`^${t('vote.vote')}`) })).toBeNull();
    if (locale !== 'zh-Hans') expect(bodyText()).not.toMatch(HAN);
  });

  test('a guest who logs in on their own work sees it as theirs: the work is read again', async () => {
    // A guest's answer has no `mine`; the signed-in author's says true.
    const seen: { mine?: boolean } = {};
    const mocks = mockTaro({
      ...routes(),
      'GET /votePlayer/public/detail/3': () => ok({ ...WORK, mine: seen.mine }),
    });
    const { stores } = await mount(WorkDetail);
    expect(getByRole('button', { name: t('vote.vote') })).toBeTruthy();
    seen.mine = true;
    signIn();
    stores.session.restore();
    await fireLifecycle('componentDidShow');
    expect(mocks.calls('GET /votePlayer/public/detail/3')).toHaveLength(2);
    expect(getByText(t('vote.ownWork'))).toBeTruthy();
    expect(queryByRole('button', { name: /^投票/ })).toBeNull();
  });
});
