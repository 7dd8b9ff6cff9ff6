// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import { PhoneInput, type PhoneInputProps } from '@/shared/ui/phone-input';
import { t } from '@/shared/i18n';
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

async function show(props: Partial<PhoneInputProps> = {}) {
  const onInput = jest.fn();
  const onAreaCodeTap = jest.fn();
  await mountPlain(
    <PhoneInput
      areaCode="+853"
      value=""
      onInput={onInput}
      onAreaCodeTap={onAreaCodeTap}
      {...props}
    />,
  );
  return { onInput, onAreaCodeTap };
}

describe('PhoneInput', () => {
  test('shows the area code; a tap on it opens the picker', async () => {
    const { onAreaCodeTap } = await show();
    expect(textOf('.phone-input__code')).toBe('+853');
    expect($('.phone-input__area').getAttribute('aria-label')).toBe(t('form.chooseAreaCode'));
    await tap('.phone-input__area');
    expect(onAreaCodeTap).toHaveBeenCalledTimes(1);
  });

  test('passes the typed number to onInput', async () => {
    const { onInput } = await show();
    await type('.phone-input', '61234567');
    expect(onInput).toHaveBeenLastCalledWith('61234567');
  });

  test('shows the default placeholder', async () => {
    await show();
    const input = (await waitFor('.phone-input input')) as HTMLInputElement;
    await waitUntil(() => input.getAttribute('placeholder') === t('form.phonePlaceholder'));
  });

  test('disabled: a tap on the area code opens nothing', async () => {
    const { onAreaCodeTap } = await show({ disabled: true });
    await tap('.phone-input__area');
    expect(onAreaCodeTap).not.toHaveBeenCalled();
  });
});
