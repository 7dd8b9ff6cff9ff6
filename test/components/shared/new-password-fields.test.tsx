// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import {
  NewPasswordFields,
  type NewPasswordFieldsProps,
} from '@/features/account/components/new-password-fields';
import { t } from '@/shared/i18n';
import { componentSuite, errorOf, field, fill, mountPlain } from '../support/harness';
import { queryByText, within } from '../support/queries';

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
    expect(within(field('New password')).getByText('New password')).toBeTruthy();
    expect(within(field('New password')).getByText(t('validation.passwordHint'))).toBeTruthy();
    expect(
      within(field(t('auth.confirmPassword'))).getByText(t('auth.confirmPassword')),
    ).toBeTruthy();
    expect(errorOf('New password')).toBe('');
    expect(errorOf(t('auth.confirmPassword'))).toBe('');
  });

  test('shows the rule messages it is given, each under its field', async () => {
    await show({ errors: { password: 'Too short', confirm: 'Does not match' } });
    expect(errorOf('New password')).toBe('Too short');
    expect(errorOf(t('auth.confirmPassword'))).toBe('Does not match');
    // The error takes the hint's place.
    expect(queryByText(t('validation.passwordHint'))).toBeNull();
  });

  test('routes typing to the right field', async () => {
    const onInput = await show();
    await fill('New password', 'Secret#1');
    await fill(t('auth.confirmPassword'), 'Secret#2');
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
    // The row name is only a style and analytics hook (form-field--<name>): nothing a reader
    // perceives, so this one check reads the class.
    expect(field('New password').classList.contains('form-field--newPassword')).toBe(true);
    expect(field(t('auth.confirmPassword')).classList.contains('form-field--newConfirm')).toBe(
      true,
    );
    expect(errorOf(t('auth.confirmPassword'))).toBe('Does not match');
  });
});
