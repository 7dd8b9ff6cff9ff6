// Issue #21: an emoji-only name was accepted as a name (profile, address contact, work author,
// real name). One rule in src/rules, which the forms and the server share.
import { isPersonName, validatePersonName } from '../../../src/rules/validators';

describe('a person name', () => {
  test.each([
    ['陳大文', true],
    ['Ana Sousa', true],
    ["O'Neill", true],
    ['Jean-Luc', true],
    ['Dr. Lee', true],
    ['😀', false],
    ['😀🎉', false],
    ['Ana 😀', false],
    ['***', false],
    ['123', false],
    ['   ', false],
  ])('%s: %s', (name, valid) => {
    expect(isPersonName(name)).toBe(valid);
  });

  test('empty is for the form to allow or refuse; otherwise the message key', () => {
    expect(validatePersonName('')).toBeUndefined();
    expect(validatePersonName('😀')).toBe('validation.nameInvalid');
    expect(validatePersonName('陳大文')).toBeUndefined();
  });
});
