// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import { SubmitButton, type SubmitButtonProps } from '@/shared/ui/submit-button';
import { $, componentSuite, isDisabled, mountPlain, tap, textOf } from '../support/harness';

componentSuite();

async function show(props: Partial<SubmitButtonProps> = {}) {
  const onClick = jest.fn();
  await mountPlain(
    <SubmitButton onClick={onClick} {...props}>
      Save
    </SubmitButton>,
  );
  return onClick;
}

const button = () => $('.submit-button');
const off = () => button().classList.contains('submit-button--off');

describe('SubmitButton', () => {
  test('an enabled button calls onClick on a tap', async () => {
    const onClick = await show();
    expect(textOf('.submit-button')).toBe('Save');
    expect(button().classList.contains('submit-button--primary')).toBe(true);
    expect(off()).toBe(false);
    expect(isDisabled(button())).toBe(false);
    await tap('.submit-button');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('while loading it refuses taps and is marked off and busy', async () => {
    const onClick = await show({ loading: true });
    expect(off()).toBe(true);
    expect(isDisabled(button())).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    await tap('.submit-button');
    expect(onClick).not.toHaveBeenCalled();
  });

  test('disabled it refuses taps and is marked off', async () => {
    const onClick = await show({ disabled: true });
    expect(off()).toBe(true);
    expect(isDisabled(button())).toBe(true);
    await tap('.submit-button');
    expect(onClick).not.toHaveBeenCalled();
  });

  test('the plain variant carries its class', async () => {
    await show({ variant: 'plain' });
    expect(button().classList.contains('submit-button--plain')).toBe(true);
    expect(button().classList.contains('submit-button--primary')).toBe(false);
  });
});
