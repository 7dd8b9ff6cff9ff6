// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import { ToggleRow, type ToggleRowProps } from '@/shared/ui/toggle-row';
import { componentSuite, mountPlain, tap } from '../support/harness';
import { getByRole, getByText, queryByRole, queryByText, textOf } from '../support/queries';

componentSuite();

async function show(props: Partial<ToggleRowProps> = {}) {
  const onChange = jest.fn();
  await mountPlain(
    <ToggleRow
      name="default"
      label="Default address"
      checked={false}
      onChange={onChange}
      {...props}
    />,
  );
  return onChange;
}

const row = () => getByRole('switch', { name: 'Default address' });
const on = () => queryByRole('switch', { name: 'Default address', checked: true }) !== null;

describe('ToggleRow', () => {
  test('off: shows the label and hint, and a tap asks to turn it on', async () => {
    const onChange = await show({ hint: 'Used first at checkout' });
    expect(getByText('Default address')).toBeTruthy();
    expect(row().contains(getByText('Used first at checkout'))).toBe(true);
    expect(row().getAttribute('aria-checked')).toBe('false');
    expect(on()).toBe(false);
    await tap(row());
    expect(onChange).toHaveBeenCalledWith(true);
  });

  test('on: a tap asks to turn it off', async () => {
    const onChange = await show({ checked: true });
    expect(row().getAttribute('aria-checked')).toBe('true');
    expect(on()).toBe(true);
    await tap(row());
    expect(onChange).toHaveBeenCalledWith(false);
  });

  test('disabled: shown as such, and a tap changes nothing', async () => {
    const onChange = await show({ checked: true, disabled: true });
    expect(row().getAttribute('aria-disabled')).toBe('true');
    await tap(row());
    expect(onChange).not.toHaveBeenCalled();
  });

  test('without a hint there is no hint line', async () => {
    await show();
    expect(textOf(row())).toBe('Default address');
    expect(queryByText('Used first at checkout')).toBeNull();
    expect(row().hasAttribute('aria-disabled')).toBe(false);
  });
});
