import { transaction } from '../../server/src/db/kysely';
import * as contest from '../../server/src/modules/contest/repository';
import { startTestServer, submitWork, testPhone, type TestServer } from './helpers/harness';
import * as contestData from './helpers/fixtures/contest';
import * as pointsData from './helpers/fixtures/points';

interface Player {
  id: number;
  votes: number;
  status: string;
  rank?: number;
  voted?: boolean;
  mine?: boolean;
}
interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

const DAY = 24 * 3600 * 1000;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const vote = (token: string, playerId: number) =>
  t.call<{ id: number; votes: number; playerId: number }>('POST', '/voteRecord', {
    token,
    body: { playerId },
    lang: 'en',
  });
const votesOf = (playerId: number) => contestData.votesOf(t.kysely, playerId);
const recordsOf = (playerId: number) => contestData.voteRecordsOfWork(t.kysely, playerId);

async function approvedWorks(): Promise<Player[]> {
  const page = await t.call<Page<Player>>('GET', '/votePlayer/public/page', {
    query: { pageSize: 50 },
  });
  return page.body.data.list;
}

describe('votes', () => {
  test('seeded works are approved and their counts are backed by vote rows', async () => {
    const works = await approvedWorks();
    expect(works.length).toBeGreaterThanOrEqual(10);
    for (const work of works) {
      expect(work.status).toBe('approved');
      expect(await recordsOf(work.id)).toBe(work.votes);
    }
  });

  test('the rule: 1 vote per work per day, 5 per day, reset at the next Macau day', async () => {
    const user = await t.register(testPhone(1));
    const works = await approvedWorks();
    const first = await vote(user.token, works[0].id);
    expect(first.body.code).toBe(0);
    expect(first.body.data.votes).toBe(works[0].votes + 1);
    expect((await vote(user.token, works[0].id)).body).toMatchObject({
      code: 409,
      msg: 'You already voted for this work today',
    });
    for (let i = 1; i < 5; i += 1) expect((await vote(user.token, works[i].id)).body.code).toBe(0);
    expect((await vote(user.token, works[5].id)).body).toMatchObject({
      code: 409,
      msg: "You have used today's votes, come back tomorrow",
    });
    const rows = await contestData.voteSlotsOf(t.kysely, user.id);
    expect(rows.map((r) => r.user_slot)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.every((r) => r.per_user_limit === 5 && r.per_work_limit === 1)).toBe(true);
    t.clock.advance(DAY);
    expect((await vote(user.token, works[0].id)).body.code).toBe(0);
  });

  test('20 parallel votes for one work by one visitor count once', async () => {
    const user = await t.register(testPhone(2));
    const [work] = await approvedWorks();
    const before = await votesOf(work.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => vote(user.token, work.id)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(await votesOf(work.id)).toBe(before + 1);
    expect(await recordsOf(work.id)).toBe(await votesOf(work.id));
  });

  test('parallel votes over many works stop at 5 a day', async () => {
    const user = await t.register(testPhone(3));
    const works = await approvedWorks();
    const answers = await Promise.all(works.map((w) => vote(user.token, w.id)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(5);
    const count = await contestData.voteCountOf(t.kysely, user.id);
    expect(count).toBe(5);
    for (const w of works) expect(await recordsOf(w.id)).toBe(await votesOf(w.id));
  });

  test('a taken slot answers no record and the vote`s transaction goes on (issue #31)', async () => {
    // PostgreSQL ends a transaction at its first failed statement: a slot another vote took must
    // not fail, so the loop can try the next slot in the same transaction.
    const user = await t.register(testPhone(15));
    const [work] = await approvedWorks();
    const { kysely } = t.server.app.ctx;
    const row = (await contest.player(kysely, work.id)) as contest.PlayerRow;
    const slot = {
      voteId: row.vote_id,
      playerId: work.id,
      userId: user.id,
      day: '2020-01-01',
      userSlot: 1,
      workSlot: 1,
      perUserLimit: 5,
      perWorkLimit: 1,
      now: t.clock.now(),
    };
    const answers = await transaction(kysely, async (trx) => [
      await contest.insertVote(trx, slot),
      await contest.insertVote(trx, slot),
      await contest.userSlotTaken(trx, slot),
      await contest.userSlotTaken(trx, { ...slot, userSlot: 2 }),
      await contest.insertVote(trx, { ...slot, userSlot: 2, workSlot: 2, perWorkLimit: 2 }),
    ]);
    expect(answers).toEqual([expect.any(Number), undefined, true, false, expect.any(Number)]);
  });

  test('pending, rejected and own works cannot be voted; the voted flag shows for the visitor', async () => {
    const author = await t.register(testPhone(4));
    const voter = await t.register(testPhone(5));
    const created = await submitWork<Player>(t, author.token, { slogan: '和平從我做起' });
    expect(created.body.code).toBe(0);
    expect(created.body.data.status).toBe('pending');
    expect((await vote(voter.token, created.body.data.id)).body.code).toBe(404);
    await contestData.setWorkStatus(t.kysely, created.body.data.id, 'rejected');
    expect((await vote(voter.token, created.body.data.id)).body.code).toBe(404);
    await contestData.setWorkStatus(t.kysely, created.body.data.id, 'approved');
    expect((await vote(author.token, created.body.data.id)).body.code).toBe(409);
    expect((await vote(voter.token, created.body.data.id)).body.code).toBe(0);
    const detail = await t.call<Player>(
      'GET',
      `/votePlayer/public/detail/${created.body.data.id}`,
      { token: voter.token },
    );
    expect(detail.body.data.voted).toBe(true);
    const guest = await t.call<Player>('GET', `/votePlayer/public/detail/${created.body.data.id}`);
    expect(guest.body.data.voted).toBeUndefined();
  });

  test("a work says whether it is the signed-in visitor's own, in every list and the detail", async () => {
    const author = await t.register(testPhone(13));
    const other = await t.register(testPhone(14));
    const created = await submitWork<Player>(t, author.token, {
      slogan: '和平長存',
      authorName: '甲',
    });
    const workId = created.body.data.id;
    expect(created.body.data.mine).toBe(true);
    await contestData.setWorkStatus(t.kysely, workId, 'approved');

    const detail = (token?: string) =>
      t.call<Player>('GET', `/votePlayer/public/detail/${workId}`, { token });
    expect((await detail(author.token)).body.data.mine).toBe(true);
    expect((await detail(other.token)).body.data.mine).toBe(false);
    expect((await detail()).body.data.mine).toBeUndefined();

    for (const path of ['/votePlayer/public/page', '/votePlayer/public/rank']) {
      const list = async (token?: string) =>
        (await t.call<Page<Player>>('GET', path, { token, query: { pageSize: 100 } })).body.data
          .list;
      const mine = await list(author.token);
      expect(mine.find((work) => work.id === workId)?.mine).toBe(true);
      expect(mine.filter((work) => work.id !== workId).every((work) => work.mine === false)).toBe(
        true,
      );
      expect((await list(other.token)).every((work) => work.mine === false)).toBe(true);
      expect((await list()).every((work) => work.mine === undefined)).toBe(true);
    }
    const records = await t.call<Page<Player>>('GET', '/votePlayer/public/applyPage', {
      token: author.token,
    });
    expect(records.body.data.list.every((work) => work.mine === true)).toBe(true);
    // What the flag says is what the vote route does.
    expect((await vote(author.token, workId)).body.code).toBe(409);
  });

  test('only inside the contest period', async () => {
    const user = await t.register(testPhone(6));
    const [work] = await approvedWorks();
    const saved = t.clock.now();
    t.clock.advance(90 * DAY);
    try {
      const token = await t.login(user.phone, user.password);
      expect((await vote(token, work.id)).body).toMatchObject({
        code: 409,
        msg: 'Voting is not open',
      });
    } finally {
      t.clock.set(saved);
    }
  });
});

describe('rank', () => {
  test('more votes first, then the earlier last vote, then the earlier submission, then the lower id', async () => {
    const separate = await startTestServer();
    try {
      const db = separate.kysely;
      const now = separate.clock.now();
      // A clean group with hand-made ties.
      const groupId = await contestData.addGroup(db, '測試組');
      const add = (votes: number, lastVoteAt: number | null, createdAt: number) =>
        contestData.addRankedWork(db, { groupId, votes, lastVoteAt, createdAt });
      const late = await add(5, now - 1000, now - 9000);
      const early = await add(5, now - 5000, now - 1000);
      const most = await add(9, now, now);
      const sameLastLaterSubmit = await add(5, now - 5000, now - 500);
      const twinA = await add(2, now - 100, now - 100);
      const twinB = await add(2, now - 100, now - 100);
      const none = await add(0, null, now - 99999);
      const rank = await separate.call<Page<Player>>('GET', '/votePlayer/public/rank', {
        query: { groupId, pageSize: 3 },
      });
      expect(rank.body.data.list.map((p) => [p.id, p.rank])).toEqual([
        [most, 1],
        [early, 2],
        [sameLastLaterSubmit, 3],
      ]);
      const page2 = await separate.call<Page<Player>>('GET', '/votePlayer/public/rank', {
        query: { groupId, pageSize: 3, pageNo: 2 },
      });
      expect(page2.body.data.list.map((p) => [p.id, p.rank])).toEqual([
        [late, 4],
        [twinA, 5],
        [twinB, 6],
      ]);
      expect(twinA).toBeLessThan(twinB);
      const detail = await separate.call<Player>('GET', `/votePlayer/public/detail/${none}`);
      expect(detail.body.data.rank).toBe(7);
    } finally {
      await separate.close();
    }
  });
});

describe('sign-up', () => {
  test('a new work is pending, listed in the author’s records and hidden from others', async () => {
    const author = await t.register(testPhone(10));
    const other = await t.register(testPhone(11));
    const created = await t.call<Player>('POST', '/votePlayer', {
      token: author.token,
      body: {
        groupId: 1,
        title: '守望',
        slogan: '守望相助，薪火相傳',
        authorName: '小明',
        cover: `${t.server.origin}/exhibition-api/files/${'b'.repeat(32)}.jpg`,
      },
    });
    expect(created.body.data.status).toBe('pending');
    expect((created.body.data as Player & { cover: string }).cover).toBe(
      `${t.server.origin}/exhibition-api/files/${'b'.repeat(32)}.jpg`,
    );
    const mine = await t.call<Page<Player>>('GET', '/votePlayer/public/applyPage', {
      token: author.token,
    });
    expect(mine.body.data.list.map((p) => p.id)).toContain(created.body.data.id);
    const theirs = await t.call<Page<Player>>('GET', '/votePlayer/public/applyPage', {
      token: other.token,
    });
    expect(theirs.body.data.list.map((p) => p.id)).not.toContain(created.body.data.id);
    expect(
      (
        await t.call('GET', `/votePlayer/public/detail/${created.body.data.id}`, {
          token: other.token,
        })
      ).body.code,
    ).toBe(404);
    expect(
      (
        await t.call('GET', `/votePlayer/public/detail/${created.body.data.id}`, {
          token: author.token,
        })
      ).body.code,
    ).toBe(0);
    const listed = await approvedWorks();
    expect(listed.map((p) => p.id)).not.toContain(created.body.data.id);
    // The sign-up mission credited itself once.
    const missions = await pointsData.completionsOf(t.kysely, { id: 7 }, author.id);
    expect(missions).toBe(1);
  });

  test("share answers a poster in the reader's language, counts the share and credits nothing", async () => {
    const user = await t.register(testPhone(12));
    const [work] = await approvedWorks();
    const shares = () => contestData.sharesOf(t.kysely, work.id);
    const before = await shares();
    // A work whose title was translated (a submission copies its one title to all four).
    await contestData.setWorkTitles(t.kysely, work.id, { pt: 'Paz', en: 'Peace' });
    const share = await t.call<{ image: string; link: string; title: string }>(
      'GET',
      '/votePlayer/share',
      { token: user.token, query: { id: work.id }, lang: 'pt' },
    );
    expect(share.body.code).toBe(0);
    expect(share.body.data.image).toMatch(
      // Issue #21: with the sharer's id and code, for the poster's QR code and link; a PNG, which
      // WeChat's previewer and a phone's album take.
      new RegExp(
        `^${t.server.origin}/exhibition-api/art/vote-player/${work.id}\\.png\\?lang=pt&inviter=${user.id}&code=[A-Z0-9]+$`,
      ),
    );
    expect(share.body.data.title).toBe('Paz');

    // The poster's heading is the contest's name in Portuguese, not in Chinese (read in its SVG).
    const svg = await fetch(share.body.data.image.replace('.png?', '.svg?'));
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    const picture = await svg.text();
    expect(picture).toContain('Concurso de Slogans');
    expect(picture).not.toContain('標語創作大賽');

    // Sharing is not proof that anyone saw the work: no mission, no points, however often.
    await t.call('GET', '/votePlayer/share', { token: user.token, query: { id: work.id } });
    expect(await shares()).toBe(before + 2);
    const balance = await pointsData.balanceOf(t.kysely, user.id);
    expect(balance).toBe(100);
    const credited = await pointsData.completionsOf(t.kysely, { trigger: 'share' }, user.id);
    expect(credited).toBe(0);
  });

  test('a work poster without a language follows Accept-Language; the app poster call too', async () => {
    const [work] = await approvedWorks();
    await contestData.setWorkTitles(t.kysely, work.id, { pt: 'Paz', en: 'Peace' });
    const svg = (lang: string, query = '') =>
      fetch(`${t.server.origin}/exhibition-api/art/vote-player/${work.id}.svg${query}`, {
        headers: { 'accept-language': lang },
      }).then(async (answer) => ({ vary: answer.headers.get('vary'), text: await answer.text() }));
    const english = await svg('en');
    expect(english.text).toContain('Slogan Contest');
    expect(english.vary).toMatch(/accept-language/i);
    expect((await svg('en', '?lang=zh-Hant')).text).toContain('標語創作大賽');
    expect((await svg('zh-Hant')).text).toContain('標語創作大賽');

    const poster = await t.call<{ image: string; title: string }>('GET', '/poster/expand/share', {
      query: { id: work.id, type: 'vote' },
      lang: 'en',
    });
    expect(poster.body.data.image).toMatch(/\.png\?lang=en$/);
    expect(poster.body.data.title).toBe('Peace');
  });

  test('visits are counted', async () => {
    const before = (await t.call<{ visits: number }>('GET', '/vote/1')).body.data.visits;
    await t.call('GET', '/vote/updateVisit/1');
    expect((await t.call<{ visits: number }>('GET', '/vote/1')).body.data.visits).toBe(before + 1);
  });
});
