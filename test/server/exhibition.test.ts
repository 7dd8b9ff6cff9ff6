import {
  DEMO,
  startTestServer,
  testPhone,
  type TestServer,
  type TestUser,
} from './helpers/harness';
import * as exhibitionData from './helpers/fixtures/exhibition';

interface Event {
  id: number;
  auditStatus: number;
  remark: string;
  enable: boolean;
}

let t: TestServer;
let inviter: TestUser;
let invitee: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await startTestServer();
  [inviter, invitee, stranger] = await Promise.all([1, 2, 3].map((i) => t.register(testPhone(i))));
});
afterAll(() => t.close());

async function meeting(): Promise<number> {
  const answer = await t.call<Event>('POST', '/acc/eventInfo/createMeeting', {
    token: inviter.token,
    body: {
      targetUserId: invitee.id,
      title: '參觀導賞',
      location: '塔石藝文館',
      startAt: '2026-12-01T02:00:00Z',
    },
  });
  expect(answer.body.code).toBe(0);
  expect(answer.body.data).toMatchObject({ auditStatus: 0, remark: '', enable: true });
  return answer.body.data.id;
}

const audit = (token: string, query: Record<string, string | number>, root = '/acc/eventInfo') =>
  t.call<Event>('PUT', `${root}/updateAuditStatus`, { token, query, lang: 'en' });

describe('event audit status (query id, auditStatus, remark)', () => {
  test('1 approves', async () => {
    const id = await meeting();
    const answer = await audit(invitee.token, { id, auditStatus: 1 });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toMatchObject({ id, auditStatus: 1 });
    expect(
      (await t.call<Event>('GET', `/acc/eventInfo/${id}`, { token: inviter.token })).body.data
        .auditStatus,
    ).toBe(1);
  });

  test('2 rejects and needs a remark', async () => {
    const id = await meeting();
    const noRemark = await audit(invitee.token, { id, auditStatus: 2 });
    expect(noRemark.body).toEqual({ code: 400, msg: 'A rejection needs a remark', data: null });
    const blank = await audit(invitee.token, { id, auditStatus: 2, remark: '   ' });
    expect(blank.body.code).toBe(400);
    expect(
      (await t.call<Event>('GET', `/acc/eventInfo/${id}`, { token: invitee.token })).body.data
        .auditStatus,
    ).toBe(0);
    const rejected = await audit(invitee.token, { id, auditStatus: 2, remark: '時間不合適' });
    expect(rejected.body.data).toMatchObject({ auditStatus: 2, remark: '時間不合適' });
  });

  test('other values are refused; only the invitee decides; a stranger sees 404', async () => {
    const id = await meeting();
    expect((await audit(invitee.token, { id, auditStatus: 3 })).body).toMatchObject({
      code: 400,
      msg: 'The audit status must be 1 (approve) or 2 (reject)',
    });
    expect((await audit(inviter.token, { id, auditStatus: 1 })).body.code).toBe(404);
    expect((await audit(stranger.token, { id, auditStatus: 1 })).body.code).toBe(404);
    expect((await t.call('GET', `/acc/eventInfo/${id}`, { token: stranger.token })).body.code).toBe(
      404,
    );
    expect((await audit(invitee.token, { id: 'x', auditStatus: 1 })).body.code).toBe(400);
  });

  test('updateEnable toggles the flag for the creator only', async () => {
    const id = await meeting();
    const off = await t.call<Event>('PUT', '/acc/eventInfo/updateEnable', {
      token: inviter.token,
      query: { id, enable: false },
    });
    expect(off.body.data.enable).toBe(false);
    expect(
      (
        await t.call('PUT', '/acc/eventInfo/updateEnable', {
          token: invitee.token,
          query: { id, enable: true },
        })
      ).body.code,
    ).toBe(404);
  });

  test('event pages list what the visitor sent and received; forwarding adds a participant', async () => {
    const id = await meeting();
    const received = await t.call<{ list: Event[] }>('GET', '/acc/eventInfo/page', {
      token: invitee.token,
      query: { role: 'received' },
    });
    expect(received.body.data.list.map((e) => e.id)).toContain(id);
    const strangers = await t.call<{ total: number }>('GET', '/acc/eventInfo/page', {
      token: stranger.token,
    });
    expect(strangers.body.data.total).toBe(0);
    expect(
      (
        await t.call('POST', '/acc/eventInfo/transmit', {
          token: invitee.token,
          body: { id, userId: stranger.id },
        })
      ).body.code,
    ).toBe(0);
    const people = await t.call<{ userId: number; role: string }[]>(
      'GET',
      '/acc/eventInfo/getParticipate',
      { token: stranger.token, query: { id } },
    );
    expect(people.body.data.map((p) => p.role)).toEqual(['creator', 'target', 'participant']);
    expect(
      (await t.call('DELETE', '/acc/eventInfo', { token: invitee.token, body: [id] })).body.code,
    ).toBe(404);
    expect(
      (await t.call('DELETE', '/acc/eventInfo', { token: inviter.token, body: [id] })).body.code,
    ).toBe(0);
    expect((await t.call('GET', `/acc/eventInfo/${id}`, { token: invitee.token })).body.code).toBe(
      404,
    );
  });

  test('company events: the seeded request to the demo account’s enterprise', async () => {
    const demo = await t.login(DEMO.phone, DEMO.password);
    const page = await t.call<{ list: Event[] }>('GET', '/acc/eventInfoCompany/page', {
      token: demo,
    });
    expect(page.body.data.list.length).toBeGreaterThan(0);
    const id = page.body.data.list[0].id;
    expect((await audit(demo, { id, auditStatus: 2 }, '/acc/eventInfoCompany')).body.code).toBe(
      400,
    );
    expect(
      (await audit(demo, { id, auditStatus: 2, remark: '館藏外借中' }, '/acc/eventInfoCompany'))
        .body.data,
    ).toMatchObject({
      auditStatus: 2,
      remark: '館藏外借中',
    });
    expect(
      (await audit(stranger.token, { id, auditStatus: 1 }, '/acc/eventInfoCompany')).body.code,
    ).toBe(404);
    const enable = await t.call<Event>('PUT', '/acc/eventInfoCompany/updateEnable', {
      token: demo,
      query: { id, enable: false },
    });
    expect(enable.body.data.enable).toBe(false);
  });
});

describe('the rest of the exhibition layer over seeded data', () => {
  test('booths, exhibits, categories, enterprise', async () => {
    const booths = await t.call<{ list: { id: number }[]; total: number }>(
      'GET',
      '/pmm/booth/info/page',
    );
    expect(booths.body.data.total).toBe(4);
    expect((await t.call('GET', `/pmm/booth/info/${booths.body.data.list[0].id}`)).body.code).toBe(
      0,
    );
    const tree = await t.call<{ id: number; children?: unknown[] }[]>(
      'GET',
      '/em/categoryInfo/list',
    );
    expect(tree.body.data[0].children?.length).toBeGreaterThan(0);
    const byParent = await t.call<{ total: number }>('GET', '/em/exhibitInfo/info/page', {
      query: { categoryId: tree.body.data[0].id },
    });
    expect(byParent.body.data.total).toBeGreaterThan(0);
    expect((await t.call('GET', '/pmm/enterprise/1')).body.code).toBe(0);
  });

  test('every seeded booth names its hall in the four languages, pt and en with no Chinese (#27)', async () => {
    const booths = await t.call<{ list: Record<string, string>[] }>('GET', '/pmm/booth/info/page', {
      query: { pageSize: 20 },
    });
    expect(booths.body.data.list.length).toBeGreaterThan(0);
    for (const booth of booths.body.data.list) {
      expect(booth.hallZht).toMatch(/\p{Script=Han}/u);
      expect(booth.hallZhs).toMatch(/\p{Script=Han}/u);
      expect(booth.hallZhs).not.toBe(booth.hallZht);
      expect(booth.hallPt).toMatch(/^Pavilhão \d+$/);
      expect(booth.hallEn).toMatch(/^Hall \d+$/);
    }
  });

  test('answers carry exactly the fields of API.md, whatever the row holds (#9)', async () => {
    const booth = await t.call<Record<string, unknown>>('GET', '/pmm/booth/info/1');
    expect(booth.body.data).toEqual({
      id: 1,
      code: 'A01',
      name: '戰時報刊展區',
      nameZht: '戰時報刊展區',
      nameZhs: '战时报刊展区',
      namePt: 'Imprensa do tempo de guerra',
      nameEn: 'Wartime Newspapers',
      hall: '一號展廳',
      hallZht: '一號展廳',
      hallZhs: '一号展厅',
      hallPt: 'Pavilhão 1',
      hallEn: 'Hall 1',
      area: 36,
      enterpriseId: 1,
      enterpriseName: expect.any(String),
    });
    const exhibits = await t.call<{ list: Record<string, unknown>[]; total: number }>(
      'GET',
      '/em/exhibitInfo/info/page',
      { query: { pageSize: 2 } },
    );
    expect(exhibits.body.data.list).toHaveLength(2);
    for (const exhibit of exhibits.body.data.list) {
      expect(Object.keys(exhibit).sort()).toEqual(
        [
          'id',
          'name',
          'nameZht',
          'nameZhs',
          'namePt',
          'nameEn',
          'intro',
          'introZht',
          'introZhs',
          'introPt',
          'introEn',
          'cover',
          'era',
          'categoryId',
          'boothId',
          'enterpriseId',
          'attention',
        ].sort(),
      );
      // A guest follows nothing.
      expect(exhibit.attention).toBe(false);
    }
    const enterprise = await t.call<Record<string, unknown>>('GET', '/pmm/enterprise/1');
    expect(Object.keys(enterprise.body.data).sort()).toEqual(
      [
        'id',
        'name',
        'nameZht',
        'nameZhs',
        'namePt',
        'nameEn',
        'intro',
        'introEn',
        'logo',
        'website',
        'address',
        'industry',
      ].sort(),
    );
    const tree = await t.call<{ children?: Record<string, unknown>[] }[]>(
      'GET',
      '/em/categoryInfo/list',
    );
    const child = tree.body.data.find((c) => c.children)?.children?.[0];
    expect(Object.keys(child ?? {}).sort()).toEqual(
      ['id', 'name', 'nameZht', 'nameZhs', 'namePt', 'nameEn'].sort(),
    );
    expect((await t.call('GET', '/pmm/booth/info/999')).body.code).toBe(404);
    expect((await t.call('GET', '/pmm/enterprise/999')).body.code).toBe(404);
  });

  // Issue #21: exhibit names, descriptions and category tabs showed English in pt.
  test('seeded exhibits, categories and booths carry four languages; a missing one is zh-Hant', async () => {
    type Four = Record<`${'name' | 'intro'}${'Zht' | 'Zhs' | 'Pt' | 'En'}`, string>;
    const exhibits = await t.call<{ list: (Four & { id: number })[] }>(
      'GET',
      '/em/exhibitInfo/info/page',
      { query: { pageSize: 100 } },
    );
    const tree = await t.call<(Four & { children?: Four[] })[]>('GET', '/em/categoryInfo/list');
    const booths = await t.call<{ list: Four[] }>('GET', '/pmm/booth/info/page');
    const categories = tree.body.data.flatMap((c) => [c, ...(c.children ?? [])]);
    const texts: [Four, 'name' | 'intro'][] = [
      ...exhibits.body.data.list.flatMap((x) => [
        [x, 'name'] as [Four, 'name'],
        [x, 'intro'] as [Four, 'intro'],
      ]),
      ...categories.map((c) => [c, 'name'] as [Four, 'name']),
      ...booths.body.data.list.map((b) => [b, 'name'] as [Four, 'name']),
    ];
    expect(texts.length).toBeGreaterThan(20);
    for (const [row, field] of texts) {
      const pt = row[`${field}Pt`];
      expect(pt).not.toBe('');
      // Portuguese is Portuguese: neither the English nor Chinese.
      expect(pt).not.toBe(row[`${field}En`]);
      expect(pt).not.toMatch(/\p{Script=Han}/u);
      expect(row[`${field}Zhs`]).toMatch(/\p{Script=Han}/u);
    }
    const tabs = tree.body.data.map((c) => c.namePt);
    expect(tabs).toEqual(['Documentos', 'Objetos']);

    // A text not yet translated is sent in zh-Hant (SPEC §1), never in English.
    const first = exhibits.body.data.list[0];
    await exhibitionData.untranslateExhibitPt(t.kysely, first.id);
    const again = await t.call<{ list: (Four & { id: number })[] }>(
      'GET',
      '/em/exhibitInfo/info/page',
      { query: { pageSize: 100 } },
    );
    const untranslated = again.body.data.list.find((x) => x.id === first.id)!;
    expect(untranslated.namePt).toBe(first.nameZht);
    expect(untranslated.introPt).toBe(first.introZht);
  });

  test('the exhibit keyword is literal and the page is bounded', async () => {
    const all = await t.call<{ total: number }>('GET', '/em/exhibitInfo/info/page');
    expect(all.body.data.total).toBeGreaterThan(0);
    const wildcard = await t.call<{ total: number }>('GET', '/em/exhibitInfo/info/page', {
      query: { keyword: '%' },
    });
    expect(wildcard.body.data.total).toBe(0);
    const tooBig = await t.call('GET', '/em/exhibitInfo/info/page', { query: { pageSize: 101 } });
    expect(tooBig.body.code).toBe(400);
  });

  test('interests: form-encoded spuId follow and unfollow; favourites page', async () => {
    const follow = await t.call('POST', '/crm/exhibitsInterest/attentionSpu', {
      token: stranger.token,
      form: { spuId: 2 },
    });
    expect(follow.body.code).toBe(0);
    const favourites = await t.call<{ list: { exhibitId: number }[] }>('GET', '/jobCollect/page', {
      token: stranger.token,
    });
    expect(favourites.body.data.list.map((f) => f.exhibitId)).toEqual([2]);
    const exhibit = await t.call<{ attention: boolean }>('GET', '/em/exhibitInfo/info/2', {
      token: stranger.token,
    });
    expect(exhibit.body.data.attention).toBe(true);
    await t.call('DELETE', '/crm/exhibitsInterest/cancelAttention', {
      token: stranger.token,
      form: { spuId: 2 },
    });
    expect(
      (await t.call<{ total: number }>('GET', '/jobCollect/page', { token: stranger.token })).body
        .data.total,
    ).toBe(0);
    expect(
      (
        await t.call('POST', '/crm/exhibitorsInterest', {
          token: stranger.token,
          body: { enterpriseId: 1 },
        })
      ).body.code,
    ).toBe(0);
  });

  test('schedules: apply once, sign in only when open', async () => {
    const list = await t.call<{ id: number; applyStatus: string }[]>(
      'GET',
      '/acc/scheduleManagement/public',
    );
    expect(list.body.data.length).toBe(3);
    const soon = list.body.data[0];
    expect(
      (
        await t.call('POST', '/acc/scheduleManagement/saveSign', {
          token: stranger.token,
          body: { scheduleId: soon.id },
        })
      ).body.code,
    ).toBe(409);
    expect(
      (
        await t.call('POST', '/acc/scheduleManagement/saveApply', {
          token: stranger.token,
          body: { scheduleId: soon.id },
        })
      ).body.code,
    ).toBe(0);
    expect(
      (
        await t.call('POST', '/acc/scheduleManagement/saveApply', {
          token: stranger.token,
          body: { scheduleId: soon.id },
        })
      ).body.code,
    ).toBe(0);
    const applies = await exhibitionData.scheduleAppliesOf(t.kysely, stranger.id);
    expect(applies).toBe(1);
    const early = await t.call('POST', '/acc/scheduleManagement/saveSign', {
      token: stranger.token,
      body: { scheduleId: soon.id },
      lang: 'en',
    });
    expect(early.body).toMatchObject({ code: 409, msg: 'Sign-in is not open' });
    // The first session starts two hours after the seed; sign-in opens an hour before it.
    t.clock.advance(90 * 60 * 1000);
    const signed = await t.call<{ myApplyStatus: string }>(
      'POST',
      '/acc/scheduleManagement/saveSign',
      { token: stranger.token, body: { scheduleId: soon.id } },
    );
    expect(signed.body.data.myApplyStatus).toBe('signedIn');
    const weekly = await t.call<{ total: number }>('GET', '/acc/weeklyActivity/mine', {
      token: stranger.token,
    });
    expect(weekly.body.data.total).toBe(1);
  });
});
