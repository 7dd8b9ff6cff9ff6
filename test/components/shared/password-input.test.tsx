// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import { PasswordInput } from '@/shared/ui/password-input';
import { t } from '@/shared/i18n';
import { PASSWORD_MAX } from '@/shared/lib/constants';
import { boxOf, componentSuite, fill, mountPlain, tap, waitUntil } from '../support/harness';
import { getByPlaceholderText, getByRole, textOf } from '../support/queries';

componentSuite();

const toggle = () => getByRole('switch');

describe('PasswordInput', () => {
  test('starts hidden, shows on a tap and hides again on the next', async () => {
    await mountPlain(<PasswordInput value="Demo@2025" onInput={jest.fn()} />);
    const box = await boxOf(document.body);
    await waitUntil(() => box.type === 'password');
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(toggle().getAttribute('aria-label')).toBe(t('form.showPassword'));

    await tap(getByRole('switch', { name: t('form.showPassword') }));
    await waitUntil(() => box.type === 'text');
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe(t('form.hidePassword'));

    await tap(getByRole('switch', { name: t('form.hidePassword') }));
    await waitUntil(() => box.type === 'password');
    expect(toggle().getAttribute('aria-label')).toBe(t('form.showPassword'));
  });

  test('the switch is an icon: no words beside the box to crowd its placeholder', async () => {
    await mountPlain(<PasswordInput value="" onInput={jest.fn()} placeholder="Password" />);
    expect(textOf(toggle())).toBe('');
    expect(toggle().getAttribute('aria-label')).toBe(t('form.showPassword'));
  });

  test('passes what is typed to onInput', async () => {
    const onInput = jest.fn();
    await mountPlain(<PasswordInput value="" onInput={onInput} placeholder="Password" />);
    await fill(await boxOf(document.body), 'Secret#1');
    expect(onInput).toHaveBeenLastCalledWith('Secret#1');
  });

  test('stops new passwords at the maximum unless told otherwise', async () => {
    await mountPlain(
      <>
        <PasswordInput value="" onInput={jest.fn()} placeholder="New password" />
        <PasswordInput value="" onInput={jest.fn()} placeholder="Old password" maxlength={64} />
      </>,
    );
    await waitUntil(
      () =>
        getByPlaceholderText('New password').getAttribute('maxlength') === String(PASSWORD_MAX) &&
        getByPlaceholderText('Old password').getAttribute('maxlength') === '64',
    );
  });
});
