import { DEMO, startTestServer, testPhone, type Answer, type TestServer } from './helpers/harness';

// Issue #9: "GET /login/verify/mobile, POST /sms/sendLoginCode and POST /sms/sendRegisterCode
// tell a stranger which phones have an account." Each call must answer a phone with an account
// exactly as it answers one without (SPEC §7 keeps the calls; server/API.md "Account"). Every
// phone is sent its code; only the phone's owner, holding the right code, learns at the next step
// whether the number has an account (login: not registered; register: already registered).

const MINUTE = 60 * 1000;
const AREA = '+853';
const KNOWN = DEMO.phone;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** What a stranger sees of an answer: everything but the transport headers. */
const seen = (answer: Answer) => ({ status: answer.status, body: answer.body });

const send = (route: string, phone: string, lang = 'en') =>
  t.call('POST', route, { form: { phone, areaCode: AREA }, lang });

/** The newest code the outbox holds for a phone, or undefined when none was delivered. */
async function delivered(phone: string): Promise<string | undefined> {
  const answer = await t.call<{ code: string }[]>('GET', '/dev/sms-outbox', {
    query: { to: `${AREA} ${phone}` },
  });
  return answer.body.data?.[0]?.code;
}

/** A code that is not the one sent. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('a stranger cannot tell which phones have an account (#9)', () => {
  test('GET /login/verify/mobile answers the same for a registered and an unregistered phone', async () => {
    for (const lang of ['en', 'pt', 'zh-Hant']) {
      const known = await t.call('GET', '/login/verify/mobile', {
        query: { phone: KNOWN, areaCode: AREA },
        lang,
      });
      const unknown = await t.call('GET', '/login/verify/mobile', {
        query: { phone: testPhone(1), areaCode: AREA },
        lang,
      });
      expect(seen(known)).toEqual(seen(unknown));
      expect(known.body).toMatchObject({ code: 0, data: false });
    }
    // A malformed phone is still refused as one.
    const bad = await t.call('GET', '/login/verify/mobile', {
      query: { phone: '12345678', areaCode: AREA },
      lang: 'en',
    });
    expect(bad.body.code).toBe(400);
  });

  test('POST /sms/sendLoginCode: the same answer, a code to both, and a wrong code fails alike', async () => {
    const unknownPhone = testPhone(2);
    const known = await send('/sms/sendLoginCode', KNOWN);
    const unknown = await send('/sms/sendLoginCode', unknownPhone);
    expect(seen(known)).toEqual(seen(unknown));
    expect(known.body).toEqual({ code: 0, msg: 'Verification code sent', data: null });

    const knownCode = await delivered(KNOWN);
    const unknownCode = await delivered(unknownPhone);
    expect(knownCode).toMatch(/^\d{6}$/);
    expect(unknownCode).toMatch(/^\d{6}$/);

    // Without the code, the login answers both phones alike.
    const login = (phone: string, code: string) =>
      t.call('POST', '/codeLogin', { body: { phone, areaCode: AREA, code }, lang: 'en' });
    const knownWrong = await login(KNOWN, wrong(knownCode!));
    const unknownWrong = await login(unknownPhone, wrong(unknownCode!));
    expect(seen(knownWrong)).toEqual(seen(unknownWrong));
    expect(knownWrong.body).toMatchObject({ code: 422, msg: 'Wrong verification code' });

    // With it, the owner logs in, or learns the number has no account yet.
    expect((await login(KNOWN, knownCode!)).body.code).toBe(0);
    expect((await login(unknownPhone, unknownCode!)).body).toMatchObject({
      code: 404,
      msg: 'This phone number is not registered',
    });
  });

  test('POST /sms/sendRegisterCode: the same answer; a registered phone learns it only with its code', async () => {
    t.clock.advance(MINUTE + 1000);
    const unknownPhone = testPhone(3);
    const known = await send('/sms/sendRegisterCode', KNOWN, 'pt');
    const unknown = await send('/sms/sendRegisterCode', unknownPhone, 'pt');
    expect(seen(known)).toEqual(seen(unknown));
    expect(known.body).toEqual({ code: 0, msg: 'Código de verificação enviado', data: null });

    const knownCode = (await delivered(KNOWN))!;
    const unknownCode = (await delivered(unknownPhone))!;
    const register = (phone: string, code: string) =>
      t.call('POST', '/register/app', {
        body: { phone, areaCode: AREA, code, password: 'Pass#2025' },
        lang: 'en',
      });
    const knownWrong = await register(KNOWN, wrong(knownCode));
    const unknownWrong = await register(unknownPhone, wrong(unknownCode));
    expect(seen(knownWrong)).toEqual(seen(unknownWrong));
    expect(knownWrong.body).toMatchObject({ code: 422, msg: 'Wrong verification code' });

    // The register flow stays usable: the owner of a registered phone is told at submit.
    expect((await register(KNOWN, knownCode)).body).toMatchObject({
      code: 409,
      msg: 'This phone number is already registered',
    });
    const created = await register(unknownPhone, unknownCode);
    expect(created.body).toMatchObject({ code: 0, msg: 'Registration successful' });
    // The demo account is untouched: its password still logs in.
    expect(await t.login(KNOWN, DEMO.password)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('POST /sms/sendForgetPasswordCode keeps answering both alike', async () => {
    t.clock.advance(MINUTE + 1000);
    const known = await send('/sms/sendForgetPasswordCode', KNOWN);
    const unknown = await send('/sms/sendForgetPasswordCode', testPhone(4));
    expect(seen(known)).toEqual(seen(unknown));
    expect(known.body.code).toBe(0);
  });

  test('GET /pc/accountSecurity/public/mobile looks up usernames, never phones', async () => {
    const lookup = (account: string) =>
      t.call('GET', '/pc/accountSecurity/public/mobile', { query: { account }, lang: 'en' });
    const known = await lookup(KNOWN);
    const unknown = await lookup(testPhone(7));
    expect(seen(known)).toEqual(seen(unknown));
    expect(known.body).toMatchObject({ code: 404, data: null });
    // A username still finds its masked number.
    expect((await lookup('Demo')).body).toMatchObject({
      code: 0,
      data: { phone: '******67', areaCode: AREA },
    });
  });

  test('binding a new mobile: a wrong code answers alike whether another account holds it', async () => {
    t.clock.advance(MINUTE + 1000);
    const user = await t.register(testPhone(5));
    const free = testPhone(6);
    for (const phone of [KNOWN, free]) {
      const sent = await t.call('GET', '/pc/accountSecurity/public/verificationCode', {
        query: { phone, areaCode: AREA },
      });
      expect(sent.body.code).toBe(0);
    }
    const bind = (phone: string, code: string) =>
      t.call('PUT', '/pc/accountSecurity/mobile', {
        token: user.token,
        body: { phone, areaCode: AREA, code },
        lang: 'en',
      });
    const held = await bind(KNOWN, wrong((await delivered(KNOWN))!));
    const notHeld = await bind(free, wrong((await delivered(free))!));
    expect(seen(held)).toEqual(seen(notHeld));
    expect(held.body.code).toBe(422);
    // With its code, the holder of the number is told it is taken.
    expect((await bind(KNOWN, (await delivered(KNOWN))!)).body.code).toBe(409);
  });
});
