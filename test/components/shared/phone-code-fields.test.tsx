// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import Taro from '@tarojs/taro';
import {
  PhoneCodeFields,
  type PhoneCodeFieldsProps,
} from '@/features/account/components/phone-code-fields';
import { t } from '@/shared/i18n';
import {
  componentSuite,
  fieldError,
  mountPlain,
  resolved,
  tap,
  textOf,
  type,
} from '../support/harness';

componentSuite();

async function show(props: Partial<PhoneCodeFieldsProps> = {}) {
  const handlers = {
    onInput: jest.fn(),
    onAreaCodeTap: jest.fn(),
    onSend: jest.fn(() => Promise.resolve()),
  };
  await mountPlain(
    <PhoneCodeFields
      areaCode="+853"
      values={{ phone: '6123 45-67', code: '' }}
      errors={{}}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('PhoneCodeFields', () => {
  test('refuses to send when beforeSend fails', async () => {
    const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(resolved);
    const beforeSend = jest.fn(() => false);
    const { onSend } = await show({ beforeSend });
    await tap('.form-field--code .countdown-button');
    expect(beforeSend).toHaveBeenCalledTimes(1);
    expect(onSend).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
    expect(textOf('.countdown-button')).toBe(t('countdown.getCode'));
  });

  test('sends the number without spaces or dashes, with the area code, then says so', async () => {
    const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(resolved);
    const { onSend } = await show({ beforeSend: () => true });
    await tap('.form-field--code .countdown-button');
    expect(onSend).toHaveBeenCalledWith({ phone: '61234567', areaCode: '+853' });
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ title: t('success.codeSent'), icon: 'none' }),
    );
    expect(textOf('.countdown-button')).toBe(t('countdown.retryIn', { seconds: 60 }));
  });

  test('routes typing and the area code tap to the right field', async () => {
    const { onInput, onAreaCodeTap } = await show();
    expect(textOf('.form-field--phone .phone-input__code')).toBe('+853');
    await tap('.form-field--phone .phone-input__area');
    expect(onAreaCodeTap).toHaveBeenCalledTimes(1);

    await type('.form-field--phone .phone-input', '66666666');
    await type('code', '123456');
    expect(onInput.mock.calls).toEqual([
      ['phone', '66666666'],
      ['code', '123456'],
    ]);
  });

  test('shows each error under its field, and the given labels', async () => {
    await show({
      errors: { phone: 'Bad number', code: 'Wrong code' },
      labels: { phone: 'New phone', code: 'SMS code' },
    });
    expect(fieldError('phone')).toBe('Bad number');
    expect(fieldError('code')).toBe('Wrong code');
    expect(textOf('.form-field--phone .form-field__label')).toBe('New phone');
    expect(textOf('.form-field--code .form-field__label')).toBe('SMS code');
  });
});
