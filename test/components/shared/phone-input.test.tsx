// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import { PhoneInput, type PhoneInputProps } from '@/shared/ui/phone-input';
import { t } from '@/shared/i18n';
import { boxOf, componentSuite, fill, mountPlain, tap, waitUntil } from '../support/harness';
import { getByRole, textOf } from '../support/queries';

const areaCode = () => getByRole('button', { name: t('form.chooseAreaCode') });

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
    expect(textOf(areaCode())).toBe('+853');
    expect(areaCode().getAttribute('aria-label')).toBe(t('form.chooseAreaCode'));
    await tap(areaCode());
    expect(onAreaCodeTap).toHaveBeenCalledTimes(1);
  });

  test('passes the typed number to onInput', async () => {
    const { onInput } = await show();
    await fill(document.body, '61234567');
    expect(onInput).toHaveBeenLastCalledWith('61234567');
  });

  test('shows the default placeholder', async () => {
    await show();
    const input = await boxOf(document.body);
    await waitUntil(() => input.getAttribute('placeholder') === t('form.phonePlaceholder'));
  });

  test('disabled: a tap on the area code opens nothing', async () => {
    const { onAreaCodeTap } = await show({ disabled: true });
    await tap(areaCode());
    expect(onAreaCodeTap).not.toHaveBeenCalled();
  });
});
