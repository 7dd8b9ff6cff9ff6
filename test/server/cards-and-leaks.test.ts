import {
  relaxedLimits,
  startTestServer,
  testPhone,
  type Answer,
  type TestServer,
  type TestUser,
} from './helpers/harness';
import * as accountData from './helpers/fixtures/account';
import * as pointsData from './helpers/fixtures/points';
import * as trackingData from './helpers/fixtures/tracking';

// Issue #9: GET /crm/businessCards/changeCard (SPEC §7 exhibition layer) revealed any account's
// name, phone and e-mail. A card now shows its private fields only once both sides asked; every
// other route that takes a user, order, address or work id is probed as another signed-in user.

interface Card {
  userId: number;
  showName: string;
  name: string;
  companyName: string;
  position: string;
  email: string;
  areaCode: string;
  phone: string;
  status: string;
  shared: string[];
}

const PRIVATE = ['name', 'companyName', 'position', 'email', 'phone', 'areaCode'] as const;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function person(index: number, profile: { name: string; email: string; company: string }) {
  const user = await t.register(testPhone(index));
  const showName = `card${index}`;
  expect(
    (
      await t.call('PUT', '/cus/user', {
        token: user.token,
        body: { name: profile.name, email: profile.email, showName },
      })
    ).body.code,
  ).toBe(0);
  expect(
    (
      await t.call('PUT', '/crm/membersInfo/app', {
        token: user.token,
        body: { companyName: profile.company, position: 'Curator' },
      })
    ).body.code,
  ).toBe(0);
  return { ...user, showName, ...profile };
}

const askCard = (from: TestUser, to: TestUser) =>
  t.call<Card>('GET', '/crm/businessCards/changeCard', {
    token: from.token,
    query: { userId: to.id },
    lang: 'en',
  });

function expectHidden(card: Card) {
  for (const field of PRIVATE) expect(card[field]).toBe('');
  expect(card.shared).toEqual([]);
}

describe('the card exchange reveals a card only with both sides’ consent', () => {
  test('asking shows the public card; asking back completes the exchange; deleting ends it', async () => {
    const ana = await person(301, { name: '陳安娜', email: 'ana@example.com', company: 'Museu A' });
    const bo = await person(302, { name: '李波', email: 'bo@example.com', company: 'Museu B' });

    const asked = await askCard(bo, ana);
    expect(asked.body).toMatchObject({
      code: 0,
      msg: 'Card exchange request sent; the card shows once the other side agrees',
    });
    // No username before the exchange: it opens the public phone lookup (issue #22).
    expect(asked.body.data).toMatchObject({
      userId: ana.id,
      showName: '',
      status: 'sent',
    });
    expectHidden(asked.body.data);
    for (const secret of [ana.phone, ana.email, ana.name, ana.company]) {
      expect(asked.text).not.toContain(secret);
    }
    // Asking twice is no exchange either.
    expectHidden((await askCard(bo, ana)).body.data);

    const received = await t.call<{ list: Card[] }>('GET', '/crm/businessCards/page', {
      token: ana.token,
      query: { status: 'received' },
    });
    expect(received.body.data.list.map((c) => [c.userId, c.status])).toEqual([[bo.id, 'received']]);
    expectHidden(received.body.data.list[0]);

    const accepted = await askCard(ana, bo);
    expect(accepted.body).toMatchObject({ code: 0, msg: 'Cards exchanged' });
    expect(accepted.body.data).toMatchObject({
      status: 'exchanged',
      name: bo.name,
      email: bo.email,
      companyName: bo.company,
      phone: bo.phone,
      areaCode: '+853',
    });
    expect((await askCard(bo, ana)).body.data).toMatchObject({
      status: 'exchanged',
      showName: ana.showName,
      name: ana.name,
      email: ana.email,
      phone: ana.phone,
    });
    const exchanged = await t.call<{ list: Card[] }>('GET', '/crm/businessCards/page', {
      token: bo.token,
    });
    expect(exchanged.body.data.list.map((c) => c.userId)).toEqual([ana.id]);

    expect(
      (
        await t.call('DELETE', '/crm/businessCards/changeCard', {
          token: ana.token,
          query: { userId: bo.id },
        })
      ).body.code,
    ).toBe(0);
    const after = await t.call<{ list: Card[] }>('GET', '/crm/businessCards/page', {
      token: bo.token,
    });
    expect(after.body.data.list).toEqual([]);
    expectHidden((await askCard(bo, ana)).body.data);
  });

  test('an owner may make fields public; the rest stay hidden; nothing is public by default', async () => {
    const cy = await person(303, { name: '周思', email: 'cy@example.com', company: 'Museu C' });
    const di = await person(304, { name: '何迪', email: 'di@example.com', company: 'Museu D' });
    const mine = await t.call<Card & { publicFields: string[] }>('GET', '/crm/businessCards/mine', {
      token: cy.token,
    });
    expect(mine.body.data).toMatchObject({ publicFields: [], status: 'self', name: cy.name });
    const saved = await t.call<Card & { publicFields: string[] }>(
      'PUT',
      '/crm/businessCards/mine',
      { token: cy.token, body: { publicFields: ['companyName', 'position'] } },
    );
    expect(saved.body.data.publicFields).toEqual(['companyName', 'position']);
    const seen = (await askCard(di, cy)).body.data;
    expect(seen).toMatchObject({
      companyName: 'Museu C',
      position: 'Curator',
      name: '',
      email: '',
    });
    expect(seen.phone).toBe('');
    expect(
      (
        await t.call('PUT', '/crm/businessCards/mine', {
          token: cy.token,
          body: { publicFields: ['password'] },
        })
      ).body.code,
    ).toBe(400);
  });

  test('walking every user id reveals no private field of anyone', async () => {
    const walker = await t.register(testPhone(305));
    const maxId = await accountData.highestUserId(t.kysely);
    let seen = 0;
    for (let userId = 1; userId <= maxId; userId += 1) {
      if (userId === walker.id) continue;
      const answer = await t.call<Card>('GET', '/crm/businessCards/changeCard', {
        token: walker.token,
        query: { userId },
      });
      if (answer.body.code !== 0) {
        expect(answer.body.code).toBe(404);
        continue;
      }
      seen += 1;
      const row = (await accountData.cardFieldsOf(t.kysely, userId)) as accountData.CardFields;
      const made = row.publicFields.split(',').filter(Boolean);
      expect(answer.body.data.status).toBe('sent');
      expect(answer.body.data.shared).toEqual(made);
      for (const field of PRIVATE) {
        const shown = made.includes(field === 'areaCode' ? 'phone' : field);
        if (!shown) expect([userId, field, answer.body.data[field]]).toEqual([userId, field, '']);
      }
      for (const field of ['phone', 'email', 'name'] as const) {
        if (!made.includes(field) && row[field].length > 3) {
          expect(answer.text).not.toContain(row[field]);
        }
      }
    }
    expect(seen).toBeGreaterThan(5);
  });

  test('pending card requests per account are capped', async () => {
    const capped = await startTestServer({
      limits: { ...relaxedLimits, pendingCardRequestsPerAccount: 2 },
    });
    try {
      const [me, x, y, z] = await Promise.all(
        [310, 311, 312, 313].map((i) => capped.register(testPhone(i))),
      );
      const ask = (from: TestUser, to: TestUser) =>
        capped.call('GET', '/crm/businessCards/changeCard', {
          token: from.token,
          query: { userId: to.id },
          lang: 'en',
        });
      expect((await ask(me, x)).body.code).toBe(0);
      expect((await ask(me, y)).body.code).toBe(0);
      expect((await ask(me, z)).body).toEqual({
        code: 409,
        msg: 'At most 2 card exchange requests may wait for an answer',
        data: null,
      });
      // Accepting someone else's request is no new pending request.
      expect((await ask(z, me)).body.code).toBe(0);
      expect((await ask(me, z)).body.code).toBe(0);
    } finally {
      await capped.close();
    }
  });
});

describe('every route that takes a user, order, address or work id, probed by another user', () => {
  test('another user’s records answer 404 (or 403), and no answer carries their data', async () => {
    const owner = await person(320, {
      name: '梁秘密',
      email: 'secret-owner@example.com',
      company: 'Secret Co',
    });
    const other = await t.register(testPhone(321));
    const third = await t.register(testPhone(322));
    const detail = '秘密街 99 號 (owner only)';

    const address = await t.call<{ id: number }>('POST', '/pmm/addressMessage', {
      token: owner.token,
      body: {
        contact: owner.name,
        areaCode: '+853',
        phone: '62345670',
        area: 'macau-peninsula',
        detailAddress: detail,
      },
    });
    const addressId = address.body.data.id;
    const spuId = await pointsData.addGift(t.kysely, {
      name: { zht: '探針禮品', en: 'Probe gift' },
      points: 1,
      stock: 10,
    });
    const order = await t.call<{ id: number }>('POST', '/grow/integralTrade', {
      token: owner.token,
      body: { spuId, quantity: 1, addressId, idempotencyKey: 'probe-order-1' },
    });
    expect(order.body.code).toBe(0);
    const slogan = '只有作者能看到的口號';
    const work = await t.call<{ id: number }>('POST', '/votePlayer', {
      token: owner.token,
      body: { groupId: 1, title: '秘密作品', slogan, authorName: owner.name },
    });
    expect(work.body.code).toBe(0);
    const footprint = await t.call<{ id: number }>('POST', '/crm/userFootprint', {
      token: owner.token,
      body: { type: 'news', targetId: 1 },
    });
    const title = 'Secret meeting title';
    const meeting = await t.call<{ id: number }>('POST', '/acc/eventInfo/createMeeting', {
      token: owner.token,
      body: { targetUserId: third.id, title },
    });
    const companyEvent = await t.call<{ id: number }>('POST', '/acc/eventInfo/makeTalk', {
      token: owner.token,
      body: { enterpriseId: 1, title },
    });
    const ids = {
      address: addressId,
      order: order.body.data.id,
      work: work.body.data.id,
      footprint: footprint.body.data.id,
      meeting: meeting.body.data.id,
      companyEvent: companyEvent.body.data.id,
    };
    for (const value of Object.values(ids)) expect(value).toBeGreaterThan(0);

    const as = (method: string, path: string, o: Parameters<TestServer['call']>[2] = {}) =>
      t.call(method, path, { token: other.token, ...o });
    const refused: [string, Promise<Answer>][] = [
      ['GET address', as('GET', `/pmm/addressMessage/${ids.address}`)],
      [
        'PUT address',
        as('PUT', '/pmm/addressMessage', {
          body: {
            id: ids.address,
            contact: 'x',
            areaCode: '+853',
            phone: '62345671',
            area: 'x',
            detailAddress: 'x',
          },
        }),
      ],
      ['DELETE address', as('DELETE', '/pmm/addressMessage', { body: [ids.address] })],
      [
        'exchange to their address',
        as('POST', '/grow/integralTrade', {
          body: { spuId, quantity: 1, addressId: ids.address, idempotencyKey: 'probe-order-2' },
        }),
      ],
      ['GET order', as('GET', `/grow/integralTrade/${ids.order}`)],
      ['GET pending work', as('GET', `/votePlayer/public/detail/${ids.work}`)],
      ['share pending work', as('GET', '/votePlayer/share', { query: { id: ids.work } })],
      ['vote pending work', as('POST', '/voteRecord', { body: { playerId: ids.work } })],
      [
        'updatePassword of another id',
        as('PUT', '/cus/user/updatePassword', {
          query: { id: owner.id, oldPassword: 'Pass#2025', newPassword: 'Evil#2025' },
        }),
      ],
      ['DELETE footprint', as('DELETE', '/crm/userFootprint', { body: [ids.footprint] })],
      ['GET meeting', as('GET', `/acc/eventInfo/${ids.meeting}`)],
      ['participants', as('GET', '/acc/eventInfo/getParticipate', { query: { id: ids.meeting } })],
      [
        'forward meeting',
        as('POST', '/acc/eventInfo/transmit', { body: { id: ids.meeting, userId: other.id } }),
      ],
      [
        'audit meeting',
        as('PUT', '/acc/eventInfo/updateAuditStatus', {
          query: { id: ids.meeting, auditStatus: 1 },
        }),
      ],
      [
        'enable meeting',
        as('PUT', '/acc/eventInfo/updateEnable', { query: { id: ids.meeting, enable: false } }),
      ],
      ['DELETE meeting', as('DELETE', '/acc/eventInfo', { body: [ids.meeting] })],
      ['GET company event', as('GET', `/acc/eventInfoCompany/${ids.companyEvent}`)],
      [
        'audit company event',
        as('PUT', '/acc/eventInfoCompany/updateAuditStatus', {
          query: { id: ids.companyEvent, auditStatus: 1 },
        }),
      ],
    ];
    const secrets = [
      owner.phone,
      owner.email,
      owner.name,
      owner.company,
      detail,
      slogan,
      title,
      '62345670',
    ];
    for (const [name, pending] of refused) {
      const answer = await pending;
      expect([name, [403, 404].includes(answer.body.code)]).toEqual([name, true]);
      for (const secret of secrets)
        expect([name, answer.text.includes(secret)]).toEqual([name, false]);
    }

    // Lists and cards of the other user: their own (empty) data, the owner's card without secrets.
    const lists = [
      '/pmm/addressMessage/page',
      '/grow/integralTrade/page',
      '/grow/integralFlow/page',
      '/votePlayer/public/applyPage',
      '/votePlayer/public/page',
      '/crm/userFootprint/page',
      '/acc/eventInfo/page',
      '/acc/eventInfoCompany/page',
      '/cus/user/getCompanyUsers',
      '/crm/businessCards/page',
      '/jobCollect/page',
    ];
    for (const path of lists) {
      const answer = await as('GET', path);
      expect([path, answer.body.code]).toEqual([path, 0]);
      for (const secret of secrets)
        expect([path, answer.text.includes(secret)]).toEqual([path, false]);
    }
    const card = await as('GET', '/crm/businessCards/changeCard', { query: { userId: owner.id } });
    for (const secret of secrets) expect(card.text).not.toContain(secret);
    // The public phone lookup only ever answers a masked number.
    const masked = await t.call('GET', '/pc/accountSecurity/public/mobile', {
      query: { account: owner.showName },
    });
    expect(masked.body.code).toBe(0);
    expect(masked.text).not.toContain(owner.phone);

    // The invitee of a meeting sees the inviter's public card only, not their name or company.
    const people = await t.call<{ userId: number; name: string; companyName: string }[]>(
      'GET',
      '/acc/eventInfo/getParticipate',
      { token: third.token, query: { id: ids.meeting } },
    );
    expect(people.body.data.map((p) => p.userId)).toEqual([owner.id, third.id]);
    expect(people.body.data[0]).toMatchObject({ name: '', companyName: '' });
    for (const secret of secrets.filter((s) => s !== title)) {
      expect(people.text).not.toContain(secret);
    }

    // A page-view log speaks for its token's user, never for the user id in its body.
    await t.call('POST', '/v1/js/log', {
      token: other.token,
      body: { page: '/pages/probe', userId: owner.id },
    });
    expect(await trackingData.trackedUsersOf(t.kysely, '/pages/probe')).toEqual([other.id]);
  });
});
