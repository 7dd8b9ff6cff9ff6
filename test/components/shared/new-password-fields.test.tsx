// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import {
  NewPasswordFields,
  type NewPasswordFieldsProps,
} from '@/features/account/components/new-password-fields';
import { t } from '@/shared/i18n';
import { $, componentSuite, fieldError, mountPlain, textOf, type } from '../support/harness';

componentSuite();

async function show(props: Partial<NewPasswordFieldsProps> = {}) {
  const onInput = jest.fn();
  await mountPlain(
    <NewPasswordFields
      label="New password"
      values={{ password: '', confirm: '' }}
      errors={{}}
      onInput={onInput}
      {...props}
    />,
  );
  return onInput;
}

describe('NewPasswordFields', () => {
  test('shows the rule hint under the password while there is no error', async () => {
    await show();
    expect(textOf('.form-field--password .form-field__label')).toBe('New password');
    expect(textOf('.form-field--password .form-field__hint')).toBe(t('validation.passwordHint'));
    expect(textOf('.form-field--confirm .form-field__label')).toBe(t('auth.confirmPassword'));
    expect(fieldError('password')).toBe('');
    expect(fieldError('confirm')).toBe('');
  });

  test('shows the rule messages it is given, each under its field', async () => {
    await show({ errors: { password: 'Too short', confirm: 'Does not match' } });
    expect(fieldError('password')).toBe('Too short');
    expect(fieldError('confirm')).toBe('Does not match');
    expect($('.form-field--password').classList.contains('form-field--invalid')).toBe(true);
    expect($('.form-field--confirm').classList.contains('form-field--invalid')).toBe(true);
    expect(document.querySelector('.form-field--password .form-field__hint')).toBeNull();
  });

  test('routes typing to the right field', async () => {
    const onInput = await show();
    await type('password', 'Secret#1');
    await type('confirm', 'Secret#2');
    expect(onInput.mock.calls).toEqual([
      ['password', 'Secret#1'],
      ['confirm', 'Secret#2'],
    ]);
  });

  test('uses the given row names', async () => {
    await show({
      names: { password: 'newPassword', confirm: 'newConfirm' },
      errors: { confirm: 'Does not match' },
    });
    expect(document.querySelector('.form-field--newPassword')).not.toBeNull();
    expect(fieldError('newConfirm')).toBe('Does not match');
  });
});
