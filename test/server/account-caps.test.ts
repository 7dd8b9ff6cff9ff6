import fs from 'node:fs';
import path from 'node:path';
import { MAX_PARTICIPANTS } from '../../server/src/modules/exhibition/events';
import { relaxedLimits, startTestServer, testPhone, type TestServer } from './helpers/harness';
import * as accountData from './helpers/fixtures/account';

// Issue #9: uploads, meeting requests and sessions per account had no cap (SPEC §7 files and
// exhibition layer). Sessions are in login-abuse.test.ts.

jest.setTimeout(60_000);

// A whole 1x1 PNG: the server decodes an upload to its end (issue #22).
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000b49444154780163f80f040009fb03fdcf0b68720000000049454e44ae426082',
  'hex',
);
const DAY = 24 * 60 * 60 * 1000;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    limits: { ...relaxedLimits, uploadsPerAccountPerDay: 2, pendingMeetingsPerAccount: 2 },
  });
});
afterAll(() => t.close());

async function upload(route: string, token: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
  const response = await fetch(`${t.server.apiBase}${route}`, {
    method: 'POST',
    body: form,
    headers: { token, 'accept-language': 'en' },
  });
  return (await response.json()) as Record<string, unknown>;
}

test('uploads per account per day: the cap answers 409 in either shape and stores nothing', async () => {
  const user = await t.register(testPhone(401));
  const other = await t.register(testPhone(402));
  const files = () => fs.readdirSync(path.join(t.dataDir, 'uploads')).length;
  expect(await upload('/upload', user.token)).toMatchObject({ errno: 0 });
  expect(await upload('/api/file/singleUpload', user.token)).toMatchObject({ code: 0 });
  const stored = files();
  expect(await upload('/upload', user.token)).toEqual({
    errno: 409,
    errmsg: 'Daily upload limit reached (2 files), try again tomorrow',
    data: null,
  });
  expect(await upload('/api/file/singleUpload', user.token)).toEqual({
    code: 409,
    msg: 'Daily upload limit reached (2 files), try again tomorrow',
    data: null,
  });
  expect(files()).toBe(stored);
  expect(await upload('/upload', other.token)).toMatchObject({ errno: 0 });
  t.clock.advance(DAY);
  expect(await upload('/upload', user.token)).toMatchObject({ errno: 0 });
});

test('parallel uploads of one account do not overshoot the cap', async () => {
  const user = await t.register(testPhone(403));
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => upload('/api/file/singleUpload', user.token)),
  );
  expect(answers.filter((a) => a.code === 0)).toHaveLength(2);
  expect(answers.filter((a) => a.code === 409)).toHaveLength(6);
});

test('meeting requests waiting for an answer per account are capped; an answer frees a place', async () => {
  const inviter = await t.register(testPhone(404));
  const invitee = await t.register(testPhone(405));
  const ask = (kind: 'createMeeting' | 'makeTalk') =>
    t.call<{ id: number }>('POST', `/acc/eventInfo/${kind}`, {
      token: inviter.token,
      body: { targetUserId: invitee.id, title: 'Meet' },
      lang: 'en',
    });
  const first = await ask('createMeeting');
  expect(first.body.code).toBe(0);
  expect((await ask('makeTalk')).body.code).toBe(0);
  expect((await ask('createMeeting')).body).toEqual({
    code: 409,
    msg: 'At most 2 requests may wait for an answer',
    data: null,
  });
  const answered = await t.call('PUT', '/acc/eventInfo/updateAuditStatus', {
    token: invitee.token,
    query: { id: first.body.data.id, auditStatus: 1 },
  });
  expect(answered.body.code).toBe(0);
  expect((await ask('createMeeting')).body.code).toBe(0);
  const parallel = await Promise.all([ask('createMeeting'), ask('makeTalk')]);
  expect(parallel.every((a) => a.body.code === 409)).toBe(true);
});

test(`a request is forwarded to at most ${MAX_PARTICIPANTS} people`, async () => {
  const inviter = await t.register(testPhone(406));
  const invitee = await t.register(testPhone(407));
  const created = await t.call<{ id: number }>('POST', '/acc/eventInfo/createMeeting', {
    token: inviter.token,
    body: { targetUserId: invitee.id, title: 'Forwarded' },
  });
  const eventId = created.body.data.id;
  await Promise.all(Array.from({ length: 8 }, (_, i) => t.register(testPhone(410 + i))));
  const people = await accountData.otherPeople(
    t.kysely,
    [inviter.id, invitee.id],
    MAX_PARTICIPANTS + 1,
  );
  expect(people).toHaveLength(MAX_PARTICIPANTS + 1);
  const forward = (userId: number) =>
    t.call('POST', '/acc/eventInfo/transmit', {
      token: inviter.token,
      body: { id: eventId, userId },
      lang: 'en',
    });
  for (const userId of people.slice(0, MAX_PARTICIPANTS)) {
    expect((await forward(userId)).body.code).toBe(0);
  }
  expect((await forward(people[MAX_PARTICIPANTS])).body).toMatchObject({ code: 409 });
  // Forwarding again to someone already on it is no new place.
  expect((await forward(people[0])).body.code).toBe(0);
});
