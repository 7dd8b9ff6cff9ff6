import { startTestServer, submitWork, testPhone, type TestServer } from './helpers/harness';
import * as contestData from './helpers/fixtures/contest';
import * as pointsData from './helpers/fixtures/points';

// Issue #13, SPEC §7 Contest (GET /votePlayer/share, POST /voteRecord): a visitor who opens a
// shared link and then votes credits the sharer's invite once; opening alone credits nothing;
// inviting oneself credits nothing. Also the album and the reviewer's remark of a work.

interface Player {
  id: number;
  userId: number;
  cover: string;
  pictures: string[];
  remark?: string;
  status: string;
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const approvedWorks = async () =>
  (
    await t.call<{ list: Player[] }>('GET', '/votePlayer/public/page', {
      query: { pageSize: 50 },
    })
  ).body.data.list;

const vote = (token: string, playerId: number, inviterId?: number) =>
  t.call<{ votes: number; invited?: boolean }>('POST', '/voteRecord', {
    token,
    body: inviterId === undefined ? { playerId } : { playerId, inviterId },
    lang: 'en',
  });

const invitesOf = (inviterId: number) => contestData.invitesOf(t.kysely, inviterId);

const inviteMissionsOf = (userId: number) =>
  pointsData.completionsOf(t.kysely, { trigger: 'invite' }, userId);

const missionsOf = (userId: number, trigger: string) =>
  pointsData.completionsOf(t.kysely, { trigger }, userId);

describe('invitation through a shared work', () => {
  test('opening the shared link credits nothing; the first vote after it credits the sharer once', async () => {
    const sharer = await t.register(testPhone(101));
    const visitor = await t.register(testPhone(102));
    const works = await approvedWorks();

    const poster = await t.call<{ link: string }>('GET', '/votePlayer/share', {
      token: sharer.token,
      query: { id: works[0].id },
    });
    expect(poster.body.code).toBe(0);
    expect(poster.body.data.link).toContain(`id=${works[0].id}`);
    expect(await invitesOf(sharer.id)).toBe(0);

    const first = await vote(visitor.token, works[0].id, sharer.id);
    expect(first.body.code).toBe(0);
    expect(first.body.data.invited).toBe(true);
    expect(await invitesOf(sharer.id)).toBe(1);
    expect(await missionsOf(sharer.id, 'share')).toBe(1);
    // Issue #21: an existing account voting is no registration: no "invite to register" +30.
    expect(await inviteMissionsOf(sharer.id)).toBe(0);

    const second = await vote(visitor.token, works[1].id, sharer.id);
    expect(second.body.code).toBe(0);
    expect(second.body.data.invited).toBe(false);
    expect(await invitesOf(sharer.id)).toBe(1);
    expect(await missionsOf(sharer.id, 'share')).toBe(1);
    expect(await inviteMissionsOf(sharer.id)).toBe(0);
  });

  // Issue #21, SPEC §8 "enter the correct invitation code": the +30 needs a registration.
  test("registering with the sharer's invitation code earns the invite reward; a wrong code is refused", async () => {
    const sharer = await t.register(testPhone(131));
    const me = await t.call<{ invitationCode: string }>('GET', '/cus/user', {
      token: sharer.token,
    });
    const code = me.body.data.invitationCode;
    expect(code).toMatch(/^[A-Z0-9]{4,16}$/);
    const registerWith = async (phone: string, invitationCode: string) => {
      const form = { phone, areaCode: '+853' };
      await t.call('POST', '/sms/sendRegisterCode', { form });
      const outbox = await t.call<{ code: string }[]>('GET', '/dev/sms-outbox', {
        query: { to: `+853 ${phone}` },
      });
      return t.call('POST', '/register/app', {
        body: { ...form, code: outbox.body.data[0].code, password: 'Pass#2025', invitationCode },
        lang: 'en',
      });
    };

    const wrong = await registerWith(testPhone(132), 'NOSUCH99');
    expect(wrong.body.code).not.toBe(0);
    expect(wrong.body.msg).toBe('Please enter the correct invitation code');
    expect(await inviteMissionsOf(sharer.id)).toBe(0);

    const right = await registerWith(testPhone(133), code.toLowerCase());
    expect(right.body.code).toBe(0);
    expect(await inviteMissionsOf(sharer.id)).toBe(1);
  });

  test('parallel votes of one invited visitor credit the sharer once', async () => {
    const sharer = await t.register(testPhone(103));
    const visitor = await t.register(testPhone(104));
    const works = await approvedWorks();
    const answers = await Promise.all(
      works.slice(0, 5).map((work) => vote(visitor.token, work.id, sharer.id)),
    );
    expect(answers.every((answer) => answer.body.code === 0)).toBe(true);
    expect(answers.filter((answer) => answer.body.data.invited)).toHaveLength(1);
    expect(await invitesOf(sharer.id)).toBe(1);
  });

  test('inviting oneself, an unknown sharer or a refused vote credits nothing', async () => {
    const sharer = await t.register(testPhone(105));
    const works = await approvedWorks();
    const own = await vote(sharer.token, works[0].id, sharer.id);
    expect(own.body.code).toBe(0);
    expect(own.body.data.invited).toBe(false);
    expect(await invitesOf(sharer.id)).toBe(0);

    const visitor = await t.register(testPhone(106));
    const unknown = await vote(visitor.token, works[0].id, 999_999);
    expect(unknown.body).toMatchObject({ code: 0, data: { invited: false } });

    const again = await vote(visitor.token, works[0].id, sharer.id);
    expect(again.body.code).toBe(409);
    expect(await invitesOf(sharer.id)).toBe(0);
    expect(await inviteMissionsOf(sharer.id)).toBe(0);
  });

  test('a guest cannot vote, so a guest opening the link credits nothing', async () => {
    const sharer = await t.register(testPhone(107));
    const works = await approvedWorks();
    const answer = await t.call('POST', '/voteRecord', {
      body: { playerId: works[0].id, inviterId: sharer.id },
    });
    expect(answer.body.code).toBe(401);
    expect(await invitesOf(sharer.id)).toBe(0);
  });
});

// Issue #11: the share mission ("Share a work", daily) is credited only when the server saw the
// share reach someone: a vote through the sharer's link by a visitor credited to nobody before.
describe('the share mission', () => {
  const DAY = 24 * 3600 * 1000;
  const shareMissionsOf = (userId: number) =>
    pointsData.completionsOf(t.kysely, { trigger: 'share' }, userId);
  const shareCreditsOf = (userId: number) =>
    pointsData.missionFlowCount(t.kysely, userId, { trigger: 'share' });
  const missionShown = async (token: string) =>
    (
      await t.call<{ list: { trigger: string; completed: boolean }[] }>(
        'GET',
        '/grow/mission/page',
        { token, query: { pageSize: 50 } },
      )
    ).body.data.list.find((mission) => mission.trigger === 'share');

  test('calling the share route, however often, completes nothing', async () => {
    const sharer = await t.register(testPhone(120));
    const works = await approvedWorks();
    for (let i = 0; i < 3; i += 1) {
      const poster = await t.call('GET', '/votePlayer/share', {
        token: sharer.token,
        query: { id: works[i].id },
      });
      expect(poster.body.code).toBe(0);
    }
    expect(await shareMissionsOf(sharer.id)).toBe(0);
    expect((await missionShown(sharer.token))?.completed).toBe(false);
    // Nor can the app claim it.
    const missionId = await pointsData.missionIdOf(t.kysely, 'share');
    const claim = await t.call('PUT', '/grow/mission/complete', {
      token: sharer.token,
      body: { missionId },
    });
    expect(claim.body.code).toBe(403);
    expect(await shareMissionsOf(sharer.id)).toBe(0);
  });

  test('a new voter through the link completes it once a day; sharing to oneself never', async () => {
    const sharer = await t.register(testPhone(121));
    const works = await approvedWorks();
    // The sharer votes through its own link: nothing.
    expect((await vote(sharer.token, works[0].id, sharer.id)).body.data.invited).toBe(false);
    expect(await shareMissionsOf(sharer.id)).toBe(0);

    // A first visitor votes through the link: done, with its points, once.
    const first = await t.register(testPhone(122));
    expect((await vote(first.token, works[0].id, sharer.id)).body.data.invited).toBe(true);
    expect(await shareMissionsOf(sharer.id)).toBe(1);
    expect(await shareCreditsOf(sharer.id)).toBe(1);
    expect((await missionShown(sharer.token))?.completed).toBe(true);

    // The same visitor again, and a second new visitor the same Macau day: no second credit.
    await vote(first.token, works[1].id, sharer.id);
    const second = await t.register(testPhone(123));
    expect((await vote(second.token, works[0].id, sharer.id)).body.data.invited).toBe(true);
    expect(await shareMissionsOf(sharer.id)).toBe(1);
    expect(await shareCreditsOf(sharer.id)).toBe(1);

    const saved = t.clock.now();
    t.clock.advance(DAY);
    try {
      // The next day: a visitor already credited to this sharer completes nothing...
      const firstToken = await t.login(first.phone, first.password);
      await vote(firstToken, works[2].id, sharer.id);
      expect(await shareMissionsOf(sharer.id)).toBe(1);
      // ...a new one does, once more.
      const third = await t.register(testPhone(124));
      expect((await vote(third.token, works[2].id, sharer.id)).body.data.invited).toBe(true);
      expect(await shareMissionsOf(sharer.id)).toBe(2);
      expect(await shareCreditsOf(sharer.id)).toBe(2);
    } finally {
      t.clock.set(saved);
    }
    // Its points are in the ledger twice, one row per day.
    const points = await pointsData.missionPointsOf(t.kysely, 'share');
    const paid = await pointsData.missionPointsPaid(t.kysely, sharer.id, 'share');
    expect(paid).toBe(2 * points);
  });

  test('a refused vote through the link completes nothing', async () => {
    const sharer = await t.register(testPhone(125));
    const visitor = await t.register(testPhone(126));
    const works = await approvedWorks();
    expect((await vote(visitor.token, works[3].id)).body.code).toBe(0);
    // The second vote for the same work today is refused: no invite, no mission.
    const refused = await vote(visitor.token, works[3].id, sharer.id);
    expect(refused.body.code).toBe(409);
    expect(await shareMissionsOf(sharer.id)).toBe(0);
  });

  test('its description says what completes it, in four languages', async () => {
    const visitor = await t.register(testPhone(127));
    for (const [lang, words] of [
      ['zh-Hant', /投票/],
      ['pt', /vota/],
      ['en', /votes through a work you shared/],
    ] as const) {
      const page = await t.call<{ list: Record<string, string>[] }>('GET', '/grow/mission/page', {
        token: visitor.token,
        query: { pageSize: 50 },
        lang,
      });
      const mission = page.body.data.list.find((m) => m.trigger === 'share');
      const field = { 'zh-Hant': 'descriptionZht', pt: 'descriptionPt', en: 'descriptionEn' }[lang];
      expect(mission?.[field]).toMatch(words);
    }
  });
});

test('the contest tells a signed-in visitor how many votes of today are used', async () => {
  const visitor = await t.register(testPhone(111));
  const works = await approvedWorks();
  const before = await t.call<{ votesUsedToday?: number }>('GET', '/vote/1', {
    token: visitor.token,
  });
  expect(before.body.data.votesUsedToday).toBe(0);
  await vote(visitor.token, works[2].id);
  const after = await t.call<{ votesUsedToday?: number }>('GET', '/vote/1', {
    token: visitor.token,
  });
  expect(after.body.data.votesUsedToday).toBe(1);
  const guest = await t.call<{ votesUsedToday?: number }>('GET', '/vote/1');
  expect(guest.body.data.votesUsedToday).toBeUndefined();
});

describe('a work album and its review remark', () => {
  test('up to 9 pictures are kept in order, the first is the cover; a tenth is refused', async () => {
    const author = await t.register(testPhone(108));
    const groups = await t.call<{ id: number }[]>('GET', '/vote/getGroupByVoteId/1');
    const upload = (n: number) => `/exhibition-api/files/${String(n).padStart(32, 'a')}.png`;
    const pictures = [upload(1), upload(2)].map((p) => `${t.server.origin}${p}`);
    const created = await t.call<Player>('POST', '/votePlayer', {
      token: author.token,
      body: {
        groupId: groups.body.data[0].id,
        title: '和平',
        slogan: '銘記歷史，珍愛和平',
        authorName: '陳',
        pictures,
      },
    });
    expect(created.body.code).toBe(0);
    expect(created.body.data.pictures).toEqual(pictures);
    expect(created.body.data.cover).toBe(pictures[0]);

    const tooMany = await t.call('POST', '/votePlayer', {
      token: author.token,
      body: {
        groupId: groups.body.data[0].id,
        title: '和平',
        slogan: '銘記歷史，珍愛和平',
        authorName: '陳',
        pictures: Array.from({ length: 10 }, (_, i) => upload(i)),
      },
    });
    expect(tooMany.body.code).toBe(400);
  });

  test("the reviewer's remark reaches the author and nobody else", async () => {
    const author = await t.register(testPhone(109));
    const other = await t.register(testPhone(110));
    const created = await submitWork<Player>(t, author.token, {
      title: 't',
      slogan: '和平萬歲',
      authorName: 'a',
    });
    await contestData.setWorkStatus(t.kysely, created.body.data.id, 'approved', '請補充作品說明');
    const mine = await t.call<{ list: Player[] }>('GET', '/votePlayer/public/applyPage', {
      token: author.token,
    });
    expect(mine.body.data.list[0].remark).toBe('請補充作品說明');
    const seen = await t.call<Player>('GET', `/votePlayer/public/detail/${created.body.data.id}`, {
      token: other.token,
    });
    expect(seen.body.data.remark).toBeUndefined();
  });
});
