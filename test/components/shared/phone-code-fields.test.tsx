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
  boxOf,
  componentSuite,
  errorOf,
  field,
  fill,
  mountPlain,
  resolved,
  tap,
} from '../support/harness';
import { getByRole, textOf, within } from '../support/queries';

const sendButton = () => within(field(t('form.code'))).getByRole('button');

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
    await tap(getByRole('button', { name: t('countdown.getCode') }));
    expect(beforeSend).toHaveBeenCalledTimes(1);
    expect(onSend).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
    expect(textOf(sendButton())).toBe(t('countdown.getCode'));
  });

  test('sends the number without spaces or dashes, with the area code, then says so', async () => {
    const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(resolved);
    const { onSend } = await show({ beforeSend: () => true });
    await tap(sendButton());
    expect(onSend).toHaveBeenCalledWith({ phone: '61234567', areaCode: '+853' });
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ title: t('success.codeSent'), icon: 'none' }),
    );
    expect(textOf(sendButton())).toBe(t('countdown.retryIn', { seconds: 60 }));
  });

  test('routes typing and the area code tap to the right field', async () => {
    const { onInput, onAreaCodeTap } = await show();
    const areaCode = within(field(t('form.phone'))).getByRole('button', {
      name: t('form.chooseAreaCode'),
    });
    expect(textOf(areaCode)).toBe('+853');
    await tap(areaCode);
    expect(onAreaCodeTap).toHaveBeenCalledTimes(1);

    await fill(await boxOf(t('form.phone')), '66666666');
    await fill(t('form.code'), '123456');
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
    expect(errorOf('New phone')).toBe('Bad number');
    expect(errorOf('SMS code')).toBe('Wrong code');
    expect(within(field('New phone')).getByText('New phone')).toBeTruthy();
    expect(within(field('SMS code')).getByText('SMS code')).toBeTruthy();
  });
});
