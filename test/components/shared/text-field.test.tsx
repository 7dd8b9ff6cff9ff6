// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import { TextField, type TextFieldProps } from '@/shared/ui/text-field';
import {
  boxOf,
  componentSuite,
  errorOf,
  field,
  fill,
  mountPlain,
  valueOf,
  waitUntil,
} from '../support/harness';
import { queryByText, within } from '../support/queries';

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
    expect(within(field('Position')).getByText('Position')).toBeTruthy();
    expect(await valueOf('Position')).toBe('Manager');
    await fill('Position', 'Director');
    expect(onInput).toHaveBeenLastCalledWith('Director');
  });

  test('hands the limit and placeholder to the input', async () => {
    await show({ placeholder: 'Your job title' });
    const box = await boxOf('Position');
    const input = () => box;
    await waitUntil(
      () =>
        input().getAttribute('maxlength') === '20' &&
        input().getAttribute('placeholder') === 'Your job title',
    );
  });

  test('shows an error in place of the hint', async () => {
    await show({ error: 'Too long', hint: 'As on your card' });
    expect(errorOf('Position')).toBe('Too long');
    expect(within(field('Position')).getByRole('alert').textContent).toBe('Too long');
    expect(queryByText('As on your card')).toBeNull();
  });

  test('shows the hint when there is no error', async () => {
    await show({ hint: 'As on your card' });
    expect(within(field('Position')).getByText('As on your card')).toBeTruthy();
    expect(errorOf('Position')).toBe('');
  });
});
