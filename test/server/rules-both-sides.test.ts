// Issue #21 "One rule, one place": the server wrote its own phone and password rules, which
// disagreed with the app's for some numbers (a Taiwan number typed 09xxxxxxxx). It imports
// src/rules now; one table goes through the app's form rule and the server's check, and through
// the server's real answer to a registration.
import { canReceiveSms, validatePassword, validatePhone } from '../../src/rules/validators';
import { translate } from '../../server/src/i18n';
import { meetsPasswordRules } from '../../server/src/lib/password';
import { isValidPhone } from '../../server/src/modules/account/users';
import { startTestServer, type TestServer } from './helpers/harness';

const PHONES: [areaCode: string, phone: string, valid: boolean][] = [
  ['+853', '61234567', true],
  ['+853', '62345678', true],
  ['+853', '51234567', false],
  ['+853', '6123456', false],
  ['+853', '612345678', false],
  // Issue #27: not a Macau mobile range; the form took it and the server then sent no code.
  ['+853', '69999999', false],
  ['+853', '６１２３４５６７', true],
  ['+852', '91234567', true],
  ['+852', '41234567', true],
  ['+852', '31234567', false],
  ['+86', '13812345678', true],
  ['+86', '12812345678', false],
  ['+886', '912345678', true],
  ['+886', '0912345678', true],
  ['+886', '812345678', false],
  ['+351', '912345678', true],
  ['+351', '1234', false],
];

const PASSWORDS: [password: string, valid: boolean][] = [
  ['Demo@2025', true],
  ['a1!b2@', true],
  ['Abcdef12345!', true],
  ['Abcdef123456!', false],
  ['a1!b2', false],
  ['abcdefgh', false],
  ['abc12345', false],
  ['12345!@#', false],
  ['abc!@#$%', false],
  ['ab 12!cd', false],
  ['密碼abc12!', false],
  ['Ａbc12!x', false],
];

describe('one table, both sides', () => {
  test.each(PHONES)('phone %s %s: valid %s', (areaCode, phone, valid) => {
    expect(validatePhone(phone, areaCode) === undefined).toBe(valid);
    expect(isValidPhone(areaCode, phone)).toBe(valid);
  });

  test.each(PASSWORDS)('password %s: valid %s', (password, valid) => {
    expect(validatePassword(password) === undefined).toBe(valid);
    expect(meetsPasswordRules(password)).toBe(valid);
  });

  test('the server answers a registration by the same table', async () => {
    const t: TestServer = await startTestServer();
    try {
      // A valid number outside the ranges that receive codes (issue #22: Macau, Hong Kong, the
      // mainland and Taiwan) is refused by that rule, from the same src/rules.
      for (const [areaCode, phone, valid] of PHONES) {
        // 0912345678 and 912345678 of +886 are one phone (issue #27): past its resend spacing.
        t.clock.advance(61_000);
        const sent = await t.call('POST', '/sms/sendRegisterCode', { form: { phone, areaCode } });
        expect({ areaCode, phone, refused: sent.body.code !== 0 }).toEqual({
          areaCode,
          phone,
          refused: !valid || !canReceiveSms(areaCode, phone),
        });
      }
      expect(PHONES.filter(([a, p, valid]) => valid && !canReceiveSms(a, p))).toEqual([
        ['+351', '912345678', true],
      ]);
      for (const [password, valid] of PASSWORDS) {
        const answer = await t.call('POST', '/register/app', {
          body: { phone: '61239999', areaCode: '+853', code: '000000', password },
          lang: 'en',
        });
        // A weak password is refused by its rule before the code is looked at.
        const refusedForRule = answer.body.msg === translate('en', 'passwordRule');
        expect({ password, refusedForRule }).toEqual({ password, refusedForRule: !valid });
      }
    } finally {
      await t.close();
    }
  });
});
