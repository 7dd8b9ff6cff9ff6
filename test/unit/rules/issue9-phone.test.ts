import { isPhoneForArea, normalizePhone, splitPhone, validatePhone } from '@/rules/validators';

// Issue #9: a phone number must work as people type it (SPEC §5 "a correct phone number",
// §9 default area code +853).

describe('normalizePhone: the number as the server stores it', () => {
  test.each([
    ['6123 4567', '61234567'],
    ['6123-4567', '61234567'],
    ['+85361234567', '61234567'],
    ['+853 6123 4567', '61234567'],
    ['00853 6123 4567', '61234567'],
    ['853 6123 4567', '61234567'],
    [' 61234567 ', '61234567'],
  ])('+853: %s gives %s', (typed, stored) => {
    expect(normalizePhone(typed, '+853')).toBe(stored);
    expect(validatePhone(typed, '+853')).toBeUndefined();
    expect(isPhoneForArea(typed, '+853')).toBe(true);
  });

  test('the country code is taken off only when it is the chosen one', () => {
    expect(normalizePhone('+86 138 0013 8000', '+86')).toBe('13800138000');
    expect(normalizePhone('+852 9123 4567', '+852')).toBe('91234567');
    // Another country's code stays, so the rule says the number is not one of the chosen area.
    expect(validatePhone('+852 9123 4567', '+853')).toBe('validation.phoneInvalid');
    // A bare 853 in front of a number that is valid without it only.
    expect(normalizePhone('85361234567', '+853')).toBe('61234567');
  });

  test('what is not a number stays refused', () => {
    expect(validatePhone('', '+853')).toBe('validation.phoneRequired');
    expect(validatePhone('  ', '+853')).toBe('validation.phoneRequired');
    expect(validatePhone('6123 456', '+853')).toBe('validation.phoneInvalid');
    // Only the country code: no number yet.
    expect(validatePhone('+853', '+853')).toBe('validation.phoneRequired');
    expect(validatePhone('demo', '+853')).toBe('validation.phoneInvalid');
  });
});

describe('splitPhone: a login account typed as a phone', () => {
  test.each([
    ['6123 4567', { phone: '61234567' }],
    ['+85361234567', { phone: '61234567', areaCode: '+853' }],
    ['00853 6123 4567', { phone: '61234567', areaCode: '+853' }],
    ['+852 9123-4567', { phone: '91234567', areaCode: '+852' }],
    ['+86 138 0013 8000', { phone: '13800138000', areaCode: '+86' }],
  ])('%s', (typed, expected) => {
    expect(splitPhone(typed)).toEqual(expected);
  });

  test('a username or an e-mail is not a phone', () => {
    expect(splitPhone('demo')).toBeUndefined();
    expect(splitPhone('demo2025')).toBeUndefined();
    expect(splitPhone('a@b.mo')).toBeUndefined();
  });
});

// Issue #27: "+886 0912345678" and "+886 912345678" were two accounts.
describe('one normal form: no trunk 0, full-width digits as digits', () => {
  test.each([
    ['+886 0912345678', '+886', '912345678'],
    ['0912-345-678', '+886', '912345678'],
    ['912 345 678', '+886', '912345678'],
    ['００８８６ ０９１２３４５６７８', '+886', '912345678'],
    ['０１３８００１３８０００', '+86', '13800138000'],
    ['６１２３　４５６７', '+853', '61234567'],
  ])('%s (%s) gives %s', (typed, areaCode, stored) => {
    expect(normalizePhone(typed, areaCode)).toBe(stored);
  });

  test('a login account typed with its country code and a trunk 0', () => {
    expect(splitPhone('+886 0912345678')).toEqual({ phone: '912345678', areaCode: '+886' });
    expect(splitPhone('＋８５３ ６１２３ ４５６７')).toEqual({
      phone: '61234567',
      areaCode: '+853',
    });
  });

  test('a leading 0 is kept where the area dials none (Macau, Hong Kong)', () => {
    expect(normalizePhone('061234567', '+853')).toBe('061234567');
    expect(validatePhone('061234567', '+853')).toBe('validation.phoneInvalid');
  });
});
