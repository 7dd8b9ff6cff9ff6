// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import { ToggleRow, type ToggleRowProps } from '@/shared/ui/toggle-row';
import { $, componentSuite, mountPlain, tap, textOf } from '../support/harness';

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

const row = () => $('.toggle-row--default');
const on = () => $('.toggle-row__switch').classList.contains('toggle-row__switch--on');

describe('ToggleRow', () => {
  test('off: shows the label and hint, and a tap asks to turn it on', async () => {
    const onChange = await show({ hint: 'Used first at checkout' });
    expect(textOf('.toggle-row__label')).toBe('Default address');
    expect(textOf('.toggle-row__hint')).toBe('Used first at checkout');
    expect(row().getAttribute('aria-checked')).toBe('false');
    expect(on()).toBe(false);
    await tap('.toggle-row--default');
    expect(onChange).toHaveBeenCalledWith(true);
  });

  test('on: a tap asks to turn it off', async () => {
    const onChange = await show({ checked: true });
    expect(row().getAttribute('aria-checked')).toBe('true');
    expect(on()).toBe(true);
    await tap('.toggle-row--default');
    expect(onChange).toHaveBeenCalledWith(false);
  });

  test('disabled: shown as such, and a tap changes nothing', async () => {
    const onChange = await show({ checked: true, disabled: true });
    expect(row().classList.contains('toggle-row--disabled')).toBe(true);
    expect(row().getAttribute('aria-disabled')).toBe('true');
    await tap('.toggle-row--default');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('without a hint there is no hint line', async () => {
    await show();
    expect(document.querySelector('.toggle-row__hint')).toBeNull();
    expect(row().classList.contains('toggle-row--disabled')).toBe(false);
  });
});
