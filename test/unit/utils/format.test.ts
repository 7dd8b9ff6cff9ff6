import { displayNameOf, initialOf, maskEmail, maskPhone, maskedPhoneOf } from '@/shared/lib/format';

const user = { name: '', showName: '', phone: '61234567', areaCode: '+853' };

describe('account details on screen', () => {
  test('a phone keeps its first three and last two digits, as the server masks it', () => {
    expect(maskPhone('61234567')).toBe('612***67');
    expect(maskPhone('12345')).toBe('*****');
    expect(maskedPhoneOf(user)).toBe('+853 612***67');
    expect(maskedPhoneOf({ phone: '61234567', areaCode: '' })).toBe('612***67');
    expect(maskedPhoneOf({ phone: '', areaCode: '+853' })).toBe('');
  });

  test('an e-mail keeps the start of its name and the whole domain', () => {
    expect(maskEmail('demo@example.org')).toBe('de**@example.org');
    expect(maskEmail('ab@example.org')).toBe('a*@example.org');
    expect(maskEmail('averylongname@example.org')).toBe('av****@example.org');
    expect(maskEmail('not-an-address')).toBe('******');
    expect(maskEmail('')).toBe('');
  });

  test('the name shown is the name, then the username, then the masked phone', () => {
    expect(displayNameOf({ ...user, name: '陳大文', showName: 'demo' })).toBe('陳大文');
    expect(displayNameOf({ ...user, showName: 'demo' })).toBe('demo');
    expect(displayNameOf(user)).toBe('+853 612***67');
  });

  test('the avatar initial is the first character, upper-cased', () => {
    expect(initialOf(' demo')).toBe('D');
    expect(initialOf('陳大文')).toBe('陳');
    expect(initialOf('')).toBe('');
  });
});
