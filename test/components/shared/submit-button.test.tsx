// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import { SubmitButton, type SubmitButtonProps } from '@/shared/ui/submit-button';
import { componentSuite, isDisabled, mountPlain, tap } from '../support/harness';
import { getByRole } from '../support/queries';

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

const button = () => getByRole('button', { name: 'Save' });
const off = () => button().getAttribute('aria-disabled') === 'true';
// The variant is only a look (filled brand red or outlined): no accessible attribute says it.
const variant = (name: string) => button().classList.contains(`submit-button--${name}`);

describe('SubmitButton', () => {
  test('an enabled button calls onClick on a tap', async () => {
    const onClick = await show();
    expect(button().textContent).toBe('Save');
    expect(variant('primary')).toBe(true);
    expect(off()).toBe(false);
    expect(isDisabled(button())).toBe(false);
    await tap(button());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('while loading it refuses taps and is marked off and busy', async () => {
    const onClick = await show({ loading: true });
    expect(off()).toBe(true);
    expect(isDisabled(button())).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    await tap(button());
    expect(onClick).not.toHaveBeenCalled();
  });

  test('disabled it refuses taps and is marked off', async () => {
    const onClick = await show({ disabled: true });
    expect(off()).toBe(true);
    expect(isDisabled(button())).toBe(true);
    await tap(button());
    expect(onClick).not.toHaveBeenCalled();
  });

  test('the plain variant carries its class', async () => {
    await show({ variant: 'plain' });
    expect(variant('plain')).toBe(true);
    expect(variant('primary')).toBe(false);
  });
});
