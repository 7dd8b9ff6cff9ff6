import '@/shared/i18n/forms';
import fc from 'fast-check';
import { idCardCheckChar, isAcceptedIdNumber } from '@/rules/id-card';
import {
  hasCjk,
  hasMinLength,
  isAmount,
  isCode,
  isDate,
  isDigits,
  isEmail,
  isIdCard,
  isLandline,
  isMainlandMobile,
  isNumber,
  isPasswordHelper,
  isPhoneForArea,
  isStrongString,
  isUrl,
  isUsername,
  validateAgreement,
  validateCode,
  validateEmail,
  validatePassword,
  validatePasswordConfirm,
  validatePhone,
  validateRequired,
  validateTitle,
  validateUsername,
} from '@/rules/validators';
import { isMessageKey } from '@/shared/i18n';

const digit = fc.constantFrom(...'0123456789');
const digits = (min: number, max = min) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((list) => list.join(''));
const fromChars = (chars: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...chars), { minLength: min, maxLength: max }).map((l) => l.join(''));

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SPECIALS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
const CJK_CHARS = '中文密碼紀念抗戰勝利澳門あア한';

// Issue #27: the ranges codes are sent to, one table for the form and the server.
const macauMobile = fc
  .tuple(fc.constantFrom(...'012345678'), digits(6))
  .map(([a, b]) => `6${a}${b}`);
const hongKongMobile = fc.tuple(fc.constantFrom(...'456789'), digits(7)).map(([a, b]) => a + b);
const MAINLAND_BLOCKS = [
  ...'0123456789'.split('').map((d) => `3${d}`),
  ...'56789'.split('').map((d) => `4${d}`),
  ...'012356789'.split('').map((d) => `5${d}`),
  '62',
  '65',
  '66',
  '67',
  ...'012345678'.split('').map((d) => `7${d}`),
  ...'0123456789'.split('').map((d) => `8${d}`),
  ...'012356789'.split('').map((d) => `9${d}`),
];
const mainlandMobile = fc
  .tuple(fc.constantFrom(...MAINLAND_BLOCKS), digits(8))
  .map(([a, b]) => `1${a}${b}`);
const taiwanMobile = fc.oneof(
  digits(8).map((rest) => `09${rest}`),
  digits(8).map((rest) => `9${rest}`),
);

/** A password of 6-12 ASCII characters holding at least one letter, one digit and one special. */
const validPassword = fc
  .tuple(
    fc.constantFrom(...LETTERS),
    fc.constantFrom(...DIGITS),
    fc.constantFrom(...SPECIALS),
    fromChars(LETTERS + DIGITS + SPECIALS, 3, 9),
  )
  .chain(([letter, num, special, rest]) =>
    fc
      .shuffledSubarray([letter, num, special, ...rest], { minLength: 3 + rest.length })
      .map((chars) => chars.join('')),
  );

/** Splices `insert` into `text` at a generated position. */
const withInserted = (text: fc.Arbitrary<string>, insert: fc.Arbitrary<string>) =>
  fc
    .tuple(text, insert, fc.nat())
    .map(
      ([base, extra, at]) =>
        base.slice(0, at % (base.length + 1)) + extra + base.slice(at % (base.length + 1)),
    );

describe('every validator answers with a real message key', () => {
  test('the keys returned exist in the catalogue', () => {
    const results = [
      validatePhone(''),
      validatePhone('1'),
      validateCode(''),
      validateCode('1'),
      validateEmail(''),
      validateEmail('x'),
      validatePassword(''),
      validatePassword('a'),
      validatePassword('abcdefghijklmn'),
      validatePassword('abcdefg'),
      validatePasswordConfirm('a', ''),
      validatePasswordConfirm('a', 'b'),
      validateAgreement(false),
      validateTitle(''),
      validateUsername('a b'),
      validateRequired(''),
    ];
    for (const key of results) {
      expect(key).toBeDefined();
      expect(isMessageKey(key as string)).toBe(true);
    }
  });
});

describe('validatePhone (SPEC §5: phone cannot be empty; a correct number must be entered)', () => {
  test('empty gives phoneRequired', () => {
    for (const empty of ['', '   ', null, undefined]) {
      expect(validatePhone(empty)).toBe('validation.phoneRequired');
    }
  });

  test('the default area code is Macau +853 (SPEC §9)', () => {
    expect(validatePhone('66123456')).toBeUndefined();
    expect(validatePhone('13812345678')).toBe('validation.phoneInvalid');
  });

  test('+853 Macau: 8 digits starting 60-68 pass (69 is no mobile range, issue #27)', () => {
    fc.assert(
      fc.property(macauMobile, fc.constantFrom('+853', '853', '00853'), (phone, code) => {
        expect(validatePhone(phone, code)).toBeUndefined();
      }),
    );
  });

  test('+853 Macau: 69 or a first digit other than 6 fails', () => {
    expect(validatePhone('69999999', '+853')).toBe('validation.phoneInvalid');
    fc.assert(
      fc.property(fc.constantFrom(...'012345789'), digits(7), (first, rest) => {
        expect(validatePhone(first + rest, '+853')).toBe('validation.phoneInvalid');
      }),
    );
  });

  test('+853 Macau: any length other than 8 fails', () => {
    fc.assert(
      fc.property(
        digits(0, 20).filter((rest) => rest.length !== 7),
        (rest) => {
          expect(validatePhone(`6${rest}`, '+853')).toBe('validation.phoneInvalid');
        },
      ),
    );
  });

  test('+852 Hong Kong: 8 digits starting 4-9 pass, 0-3 fail', () => {
    fc.assert(
      fc.property(hongKongMobile, (phone) => expect(validatePhone(phone, '+852')).toBeUndefined()),
    );
    fc.assert(
      fc.property(fc.constantFrom(...'0123'), digits(7), (first, rest) => {
        expect(validatePhone(first + rest, '+852')).toBe('validation.phoneInvalid');
      }),
    );
    expect(validatePhone('5123456', '+852')).toBe('validation.phoneInvalid');
  });

  test('+86 mainland: 1[3-9] and 9 more digits pass; 10[x], 11[x], 12[x] and other lengths fail', () => {
    fc.assert(
      fc.property(mainlandMobile, (phone) => expect(validatePhone(phone, '+86')).toBeUndefined()),
    );
    fc.assert(
      fc.property(fc.constantFrom(...'012'), digits(9), (second, rest) => {
        expect(validatePhone(`1${second}${rest}`, '+86')).toBe('validation.phoneInvalid');
      }),
    );
    expect(validatePhone('1381234567', '+86')).toBe('validation.phoneInvalid');
    expect(validatePhone('138123456789', '+86')).toBe('validation.phoneInvalid');
  });

  test('+886 Taiwan: 09 + 8 digits or 9 + 8 digits pass; 08 or other lengths fail', () => {
    fc.assert(
      fc.property(taiwanMobile, (phone) => expect(validatePhone(phone, '+886')).toBeUndefined()),
    );
    expect(validatePhone('0812345678', '+886')).toBe('validation.phoneInvalid');
    expect(validatePhone('091234567', '+886')).toBe('validation.phoneInvalid');
    expect(validatePhone('91234567', '+886')).toBe('validation.phoneInvalid');
  });

  test('other area codes: 5 to 15 digits pass, shorter, longer or non-digits fail', () => {
    fc.assert(
      fc.property(digits(5, 15), fc.constantFrom('+351', '+1', '+44'), (phone, code) => {
        expect(validatePhone(phone, code)).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(fc.oneof(digits(1, 4), digits(16, 25)), (phone) => {
        expect(validatePhone(phone, '+351')).toBe('validation.phoneInvalid');
      }),
    );
    expect(validatePhone('91234a678', '+351')).toBe('validation.phoneInvalid');
  });

  test('a number carrying any non-digit (besides spaces and dashes) fails everywhere', () => {
    fc.assert(
      fc.property(
        withInserted(macauMobile, fc.constantFrom('a', '.', '+', '(', '中', '／')),
        fc.constantFrom('+853', '+852', '+86', '+886', '+351'),
        (phone, code) => {
          expect(validatePhone(phone, code)).toBe('validation.phoneInvalid');
        },
      ),
    );
  });

  test('spaces and dashes between digit groups are tolerated; full-width digits are digits', () => {
    expect(validatePhone('6612 3456', '+853')).toBeUndefined();
    expect(validatePhone('６６１２３４５６', '+853')).toBeUndefined();
    expect(validatePhone('138-1234-5678', '+86')).toBeUndefined();
    expect(isPhoneForArea(' 6612 3456 ', '+853')).toBe(true);
  });
});

describe('validateCode (SPEC §5 code must be entered; §9 code input length 6)', () => {
  test('any 6 digits pass', () => {
    fc.assert(fc.property(digits(6), (code) => expect(validateCode(code)).toBeUndefined()));
  });

  test('other lengths and non-digits fail with codeInvalid', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && !/^\s*\d{6}\s*$/.test(s)),
        (code) => expect(validateCode(code)).toBe('validation.codeInvalid'),
      ),
    );
  });

  test('empty gives codeRequired', () => {
    for (const empty of ['', ' ', null, undefined]) {
      expect(validateCode(empty)).toBe('validation.codeRequired');
    }
  });
});

describe('validateEmail / isEmail (SPEC §5 a valid e-mail must be entered)', () => {
  test('generated RFC addresses within the length limits pass', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((email) => email.length <= 254 && email.lastIndexOf('@') <= 64),
        (email) => {
          expect(isEmail(email)).toBe(true);
          expect(validateEmail(email)).toBeUndefined();
        },
      ),
    );
  });

  test('without an @, with two, or with a space it fails', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@')),
        (text) => {
          expect(isEmail(text)).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(isEmail(`${email}@x.com`)).toBe(false);
        expect(isEmail(email.replace('@', ' @'))).toBe(false);
      }),
    );
  });

  test.each([
    ['a@b.co', true],
    ['first.last+tag@mail.gov.mo', true],
    ['x@localhost', false],
    ['x@a.1', false],
    ['.x@a.com', false],
    ['x.@a.com', false],
    ['x..y@a.com', false],
    ['x@-a.com', false],
    ['x@a..com', false],
    ['郵件@a.com', false],
  ])('%s -> %s', (email, ok) => {
    expect(isEmail(email)).toBe(ok);
  });

  test('empty gives emailRequired, invalid gives emailInvalid', () => {
    expect(validateEmail('')).toBe('validation.emailRequired');
    expect(validateEmail('nope')).toBe('validation.emailInvalid');
  });
});

describe('validatePassword (SPEC §5: 6-12, letters + digits + special, no Chinese)', () => {
  test('generated valid passwords pass', () => {
    fc.assert(fc.property(validPassword, (pw) => expect(validatePassword(pw)).toBeUndefined()));
  });

  test('any password with a Chinese (CJK) character never passes', () => {
    fc.assert(
      fc.property(withInserted(fc.string(), fc.constantFrom(...CJK_CHARS)), (pw) => {
        expect(validatePassword(pw)).toBeDefined();
      }),
    );
    fc.assert(
      fc.property(withInserted(validPassword, fc.constantFrom(...CJK_CHARS)), (pw) => {
        expect(validatePassword(pw)).toBeDefined();
      }),
    );
  });

  test('any password lacking a digit fails', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/\d/.test(s)),
        (pw) => {
          expect(validatePassword(pw)).toBeDefined();
        },
      ),
    );
  });

  test('any password lacking a letter fails', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[A-Za-z]/.test(s)),
        (pw) => {
          expect(validatePassword(pw)).toBeDefined();
        },
      ),
    );
  });

  test('any password lacking a special character fails', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => /^[A-Za-z0-9]*$/.test(s)),
        (pw) => {
          expect(validatePassword(pw)).toBeDefined();
        },
      ),
    );
  });

  test('a space makes an otherwise valid password fail with passwordWeak', () => {
    fc.assert(
      fc.property(
        validPassword.filter((pw) => pw.length < 12),
        fc.nat(),
        (pw, at) => {
          const i = at % (pw.length + 1);
          expect(validatePassword(`${pw.slice(0, i)} ${pw.slice(i)}`)).toBe(
            'validation.passwordWeak',
          );
        },
      ),
    );
  });

  test('length below 6 gives passwordTooShort, above 12 passwordTooLong', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 5 }), (pw) => {
        fc.pre(Array.from(pw).length < 6);
        expect(validatePassword(pw)).toBe('validation.passwordTooShort');
      }),
    );
    fc.assert(
      fc.property(validPassword, fromChars(LETTERS + DIGITS, 7, 15), (pw, extra) => {
        expect(validatePassword(pw + extra)).toBe('validation.passwordTooLong');
      }),
    );
  });

  test.each([
    ['', 'validation.passwordRequired'],
    ['a1!', 'validation.passwordTooShort'],
    ['abc12!', undefined],
    ['Abcdef12345!', undefined],
    ['Abcdef123456!', 'validation.passwordTooLong'],
    ['abcdef', 'validation.passwordWeak'],
    ['abc123', 'validation.passwordWeak'],
    ['123!@#', 'validation.passwordWeak'],
    ['abc!@#', 'validation.passwordWeak'],
    ['密碼abc12!', 'validation.passwordWeak'],
    ['abc 12!', 'validation.passwordWeak'],
    ['abçd12!', 'validation.passwordWeak'],
  ])('%j -> %s', (pw, expected) => {
    expect(validatePassword(pw)).toBe(expected);
  });

  test('null and undefined are "required"', () => {
    expect(validatePassword(null)).toBe('validation.passwordRequired');
    expect(validatePassword(undefined)).toBe('validation.passwordRequired');
  });
});

describe('validatePasswordConfirm (SPEC §5 password and confirmation must match)', () => {
  test('equal strings pass; different ones give passwordMismatch', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (pw) => {
        expect(validatePasswordConfirm(pw, pw)).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (pw, confirm) => {
        fc.pre(pw !== confirm);
        expect(validatePasswordConfirm(pw, confirm)).toBe('validation.passwordMismatch');
      }),
    );
  });

  test('an empty confirmation asks for it', () => {
    expect(validatePasswordConfirm('abc12!', '')).toBe('validation.confirmPasswordRequired');
    expect(validatePasswordConfirm('abc12!', undefined)).toBe('validation.confirmPasswordRequired');
  });
});

describe('validateAgreement, validateTitle, validateRequired, validateUsername (SPEC §5)', () => {
  test('the agreement must be ticked before login', () => {
    expect(validateAgreement(true)).toBeUndefined();
    expect(validateAgreement(false)).toBe('validation.agreementRequired');
    expect(validateAgreement(undefined)).toBe('validation.agreementRequired');
    expect(validateAgreement(null)).toBe('validation.agreementRequired');
  });

  test('a title must be chosen; dictionary values may be numbers, 0 included', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string().filter((s) => s.trim() !== ''),
          fc.integer(),
        ),
        (value) => expect(validateTitle(value)).toBeUndefined(),
      ),
    );
    for (const empty of ['', '  ', null, undefined, Number.NaN]) {
      expect(validateTitle(empty)).toBe('validation.titleRequired');
    }
  });

  test('required: blank text, null, undefined, NaN and empty lists are empty; 0 and false are not', () => {
    fc.assert(
      fc.property(fc.stringOf(fc.constantFrom(' ', '\t', '\n', '\u3000')), (blank) => {
        expect(validateRequired(blank)).toBe('validation.required');
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string().filter((s) => s.trim() !== ''),
          fc.integer(),
          fc.boolean(),
          fc.array(fc.anything(), { minLength: 1 }),
        ),
        (value) => expect(validateRequired(value)).toBeUndefined(),
      ),
    );
    for (const empty of [null, undefined, [], Number.NaN]) {
      expect(validateRequired(empty)).toBe('validation.required');
    }
  });

  test('a username is letters and digits only', () => {
    expect(validateUsername('macau2025')).toBeUndefined();
    expect(validateUsername('macau_2025')).toBe('validation.usernameInvalid');
    expect(validateUsername('')).toBe('validation.required');
  });
});

describe('helper rules (SPEC §5)', () => {
  test('isUsername: letters and digits only', () => {
    fc.assert(
      fc.property(fromChars(LETTERS + DIGITS, 1, 30), (name) =>
        expect(isUsername(name)).toBe(true),
      ),
    );
    fc.assert(
      fc.property(
        withInserted(fromChars(LETTERS + DIGITS, 0, 10), fc.string({ minLength: 1, maxLength: 1 })),
        (name) => {
          fc.pre(!/^[A-Za-z0-9]+$/.test(name));
          expect(isUsername(name)).toBe(false);
        },
      ),
    );
    expect(isUsername('')).toBe(false);
    expect(isUsername('澳門')).toBe(false);
  });

  test('isPasswordHelper: at least 6 characters with a letter and a digit', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const expected = Array.from(s).length >= 6 && /[A-Za-z]/.test(s) && /\d/.test(s);
        expect(isPasswordHelper(s)).toBe(expected);
      }),
    );
    expect(isPasswordHelper('abc123')).toBe(true);
    expect(isPasswordHelper('abc12')).toBe(false);
    expect(isPasswordHelper('abcdef')).toBe(false);
    expect(isPasswordHelper('123456')).toBe(false);
  });

  test('hasMinLength counts characters, not UTF-16 units; default minimum 6', () => {
    fc.assert(
      fc.property(fc.fullUnicodeString(), fc.nat(20), (s, n) => {
        expect(hasMinLength(s, n)).toBe(Array.from(s).length >= n);
      }),
    );
    expect(hasMinLength('12345')).toBe(false);
    expect(hasMinLength('123456')).toBe(true);
    expect(hasMinLength('😀😀😀', 4)).toBe(false);
  });

  test('isStrongString: at least 5 with a digit, a letter and a special', () => {
    fc.assert(fc.property(validPassword, (s) => expect(isStrongString(s)).toBe(true)));
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(Array.from(s).length < 5 || !/\d/.test(s) || !/[A-Za-z]/.test(s));
        expect(isStrongString(s)).toBe(false);
      }),
    );
    expect(isStrongString('a1!bc')).toBe(true);
    expect(isStrongString('a1!b')).toBe(false);
    expect(isStrongString('a1 bc')).toBe(false);
  });

  test('isMainlandMobile', () => {
    fc.assert(fc.property(mainlandMobile, (p) => expect(isMainlandMobile(p)).toBe(true)));
    fc.assert(
      fc.property(digits(0, 15), (p) => {
        expect(isMainlandMobile(p)).toBe(/^1[3-9]\d{9}$/.test(p));
      }),
    );
    expect(isMainlandMobile('12812345678')).toBe(false);
  });

  test('isUrl: http and https addresses pass, other schemes and bare hosts fail', () => {
    fc.assert(
      fc.property(
        fc.webUrl({
          validSchemes: ['http', 'https'],
          withQueryParameters: true,
          withFragments: true,
        }),
        (url) => expect(isUrl(url)).toBe(true),
      ),
    );
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['ftp', 'javascript', 'file'] }), (url) => {
        expect(isUrl(url)).toBe(false);
      }),
    );
    expect(isUrl('https://www.gov.mo/zh-hant/')).toBe(true);
    expect(isUrl('http://localhost:10086/exhibition-api')).toBe(true);
    expect(isUrl('http://192.168.1.10/x')).toBe(true);
    expect(isUrl('http://999.1.1.1/')).toBe(false);
    expect(isUrl('www.gov.mo')).toBe(false);
    expect(isUrl('https://')).toBe(false);
    expect(isUrl('https://a b.com')).toBe(false);
  });

  test('isDate: YYYY-MM-DD of a day that exists', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z') }),
        (date) => expect(isDate(date.toISOString().slice(0, 10))).toBe(true),
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          const real = m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
          expect(isDate(text)).toBe(real);
        },
      ),
    );
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2023-02-29')).toBe(false);
    expect(isDate('1900-02-29')).toBe(false);
    expect(isDate('2025-9-3')).toBe(false);
    expect(isDate('2025/09/03')).toBe(false);
  });

  test('isNumber and isDigits', () => {
    fc.assert(fc.property(fc.integer(), (n) => expect(isNumber(String(n))).toBe(true)));
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 1, max: 6 }),
        (n, places) => {
          expect(isNumber(n.toFixed(places))).toBe(true);
        },
      ),
    );
    fc.assert(fc.property(digits(1, 30), (s) => expect(isDigits(s)).toBe(true)));
    fc.assert(
      fc.property(withInserted(digits(0, 10), fc.constantFrom('a', '-', '.', ' ', '٣')), (s) => {
        expect(isDigits(s)).toBe(false);
      }),
    );
    for (const bad of ['', '-', '1.', '.5', '1e5', '1,000', ' 1', 'NaN']) {
      expect(isNumber(bad)).toBe(false);
    }
    expect(isDigits('')).toBe(false);
  });

  test('isIdCard: 18 digits with a valid birth date and check character', () => {
    const first17 = fc
      .tuple(
        fc.constantFrom(...'123456789'),
        digits(5),
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z') }),
        digits(3),
      )
      .map(
        ([a, area, birth, seq]) =>
          `${a}${area}${birth.toISOString().slice(0, 10).replace(/-/g, '')}${seq}`,
      );
    fc.assert(
      fc.property(first17, (body) => {
        const check = idCardCheckChar(body);
        expect(isIdCard(body + check)).toBe(true);
        expect(isIdCard(body + check.toLowerCase())).toBe(true);
        for (const wrong of '0123456789X'.replace(check, '')) {
          expect(isIdCard(body + wrong)).toBe(false);
        }
      }),
    );
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('110105194912310021')).toBe(false);
    expect(isIdCard('110105194902300026')).toBe(false);
    expect(isIdCard('010105194912310021')).toBe(false);
  });

  // One ID-card rule (rules/id-card.ts) for the form, the real-name check and the server: the
  // 15-digit form was replaced in 2013 and is refused everywhere, not only on the server.
  test('isIdCard and the accepted-number rule give the same answer for mainland numbers', () => {
    for (const value of ['11010519491231002X', '110105194912310021', '110105194902300026']) {
      expect(isAcceptedIdNumber(value)).toBe(isIdCard(value));
    }
    expect(isIdCard('110105491231002')).toBe(false);
    expect(isAcceptedIdNumber('110105491231002')).toBe(false);
  });

  test('isAmount: non-negative with at most 2 decimals', () => {
    fc.assert(
      fc.property(fc.nat(), fc.option(digits(1, 2)), (whole, cents) => {
        expect(isAmount(cents === null ? String(whole) : `${whole}.${cents}`)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.nat(), digits(3, 6), (whole, decimals) => {
        expect(isAmount(`${whole}.${decimals}`)).toBe(false);
      }),
    );
    fc.assert(fc.property(fc.integer({ min: 1 }), (n) => expect(isAmount(`-${n}`)).toBe(false)));
    for (const bad of ['', '.5', '1.', '01', '1,000', '+1', ' 1'])
      expect(isAmount(bad)).toBe(false);
  });

  test('isCode: exactly N digits, 6 by default', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((n) => fc.tuple(fc.constant(n), digits(n))),
        ([n, code]) => {
          expect(isCode(code, n)).toBe(true);
          expect(isCode(`${code}0`, n)).toBe(false);
          expect(isCode(code.slice(1), n)).toBe(false);
        },
      ),
    );
    expect(isCode('123456')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('12345a')).toBe(false);
  });

  test('isLandline: mainland 0xx-xxxxxxx(x) or Macau 28xxxxxx', () => {
    fc.assert(
      fc.property(digits(2, 3), digits(7, 8), fc.boolean(), (area, number, dash) => {
        expect(isLandline(`0${area}${dash ? '-' : ''}${number}`)).toBe(true);
      }),
    );
    fc.assert(fc.property(digits(6), (rest) => expect(isLandline(`28${rest}`)).toBe(true)));
    for (const bad of ['66123456', '2812345', '281234567', '10-12345678', '010-123456', 'abc']) {
      expect(isLandline(bad)).toBe(false);
    }
  });

  test('hasCjk spots Chinese, Japanese and Korean script', () => {
    fc.assert(
      fc.property(withInserted(fc.string(), fc.constantFrom(...CJK_CHARS, '𠀀')), (s) => {
        expect(hasCjk(s)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fromChars(LETTERS + DIGITS + SPECIALS + ' éçã', 0, 20), (s) => {
        expect(hasCjk(s)).toBe(false);
      }),
    );
  });
});
