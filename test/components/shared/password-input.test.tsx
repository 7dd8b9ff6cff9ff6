// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import { PasswordInput } from '@/shared/ui/password-input';
import { t } from '@/shared/i18n';
import { PASSWORD_MAX } from '@/shared/lib/constants';
import {
  $,
  componentSuite,
  mountPlain,
  tap,
  textOf,
  type,
  waitFor,
  waitUntil,
} from '../support/harness';

componentSuite();

const field = () => $('.password-input input') as HTMLInputElement;
const toggle = () => $('.password-input__toggle');

describe('PasswordInput', () => {
  test('starts hidden, shows on a tap and hides again on the next', async () => {
    await mountPlain(<PasswordInput value="Demo@2025" onInput={jest.fn()} />);
    await waitFor('.password-input input');
    await waitUntil(() => field().type === 'password');
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(textOf('.password-input__toggle')).toBe(t('form.showPassword'));

    await tap('.password-input__toggle');
    await waitUntil(() => field().type === 'text');
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    expect(textOf('.password-input__toggle')).toBe(t('form.hidePassword'));
    expect(toggle().getAttribute('aria-label')).toBe(t('form.hidePassword'));

    await tap('.password-input__toggle');
    await waitUntil(() => field().type === 'password');
    expect(textOf('.password-input__toggle')).toBe(t('form.showPassword'));
  });

  test('passes what is typed to onInput', async () => {
    const onInput = jest.fn();
    await mountPlain(<PasswordInput value="" onInput={onInput} />);
    await type('.password-input', 'Secret#1');
    expect(onInput).toHaveBeenLastCalledWith('Secret#1');
  });

  test('stops new passwords at the maximum unless told otherwise', async () => {
    await mountPlain(
      <>
        <div className="a">
          <PasswordInput value="" onInput={jest.fn()} />
        </div>
        <div className="b">
          <PasswordInput value="" onInput={jest.fn()} maxlength={64} />
        </div>
      </>,
    );
    await waitFor('.b .password-input input');
    await waitUntil(
      () =>
        $('.a .password-input input').getAttribute('maxlength') === String(PASSWORD_MAX) &&
        $('.b .password-input input').getAttribute('maxlength') === '64',
    );
  });
});
