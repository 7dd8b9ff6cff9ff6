// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import { TextField, type TextFieldProps } from '@/shared/ui/text-field';
import {
  $,
  componentSuite,
  fieldError,
  inputValue,
  mountPlain,
  textOf,
  type,
  waitUntil,
} from '../support/harness';

componentSuite();

async function show(props: Partial<TextFieldProps> = {}) {
  const onInput = jest.fn();
  await mountPlain(
    <TextField
      name="position"
      label="Position"
      value="Manager"
      maxlength={20}
      onInput={onInput}
      {...props}
    />,
  );
  return onInput;
}

describe('TextField', () => {
  test('shows its label and value, and passes what is typed to onInput', async () => {
    const onInput = await show();
    expect(textOf('.form-field--position .form-field__label')).toBe('Position');
    expect(await inputValue('position')).toBe('Manager');
    await type('position', 'Director');
    expect(onInput).toHaveBeenLastCalledWith('Director');
  });

  test('hands the limit and placeholder to the input', async () => {
    await show({ placeholder: 'Your job title' });
    const input = () => $('.form-field--position input');
    await inputValue('position');
    await waitUntil(
      () =>
        input().getAttribute('maxlength') === '20' &&
        input().getAttribute('placeholder') === 'Your job title',
    );
  });

  test('shows an error in place of the hint', async () => {
    await show({ error: 'Too long', hint: 'As on your card' });
    expect(fieldError('position')).toBe('Too long');
    expect($('.form-field--position').classList.contains('form-field--invalid')).toBe(true);
    expect(document.querySelector('.form-field__hint')).toBeNull();
  });

  test('shows the hint when there is no error', async () => {
    await show({ hint: 'As on your card' });
    expect(textOf('.form-field--position .form-field__hint')).toBe('As on your card');
    expect(fieldError('position')).toBe('');
  });
});
