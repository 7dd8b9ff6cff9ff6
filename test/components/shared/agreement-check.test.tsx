// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import {
  AgreementCheck,
  type AgreementCheckProps,
} from '@/features/account/components/agreement-check';
import { t } from '@/shared/i18n';
import { $, $all, componentSuite, mountPlain, tap, textOf } from '../support/harness';

componentSuite();

async function show(props: Partial<AgreementCheckProps> = {}) {
  const onChange = jest.fn();
  const onOpen = jest.fn();
  await mountPlain(
    <AgreementCheck checked={false} onChange={onChange} onOpen={onOpen} {...props} />,
  );
  return { onChange, onOpen };
}

describe('AgreementCheck', () => {
  test('a tap on the row ticks an unticked box, and unticks a ticked one', async () => {
    const { onChange } = await show();
    expect($('.agreement-check__row').getAttribute('aria-checked')).toBe('false');
    expect(document.querySelector('.agreement-check__box--on')).toBeNull();
    await tap('.agreement-check__row');
    expect(onChange).toHaveBeenLastCalledWith(true);

    const ticked = await show({ checked: true });
    expect($all('.agreement-check__row')[1].getAttribute('aria-checked')).toBe('true');
    expect($all('.agreement-check__box')[1].classList.contains('agreement-check__box--on')).toBe(
      true,
    );
    await tap($all('.agreement-check__row')[1]);
    expect(ticked.onChange).toHaveBeenLastCalledWith(false);
  });

  test('a tap on a link opens that text and does not tick the box', async () => {
    const { onChange, onOpen } = await show();
    const [agreement, privacy] = $all('.agreement-check__link');
    expect(agreement.textContent).toBe(t('form.userAgreement'));
    expect(privacy.textContent).toBe(t('form.privacyPolicy'));

    await tap(agreement);
    await tap(privacy);
    expect(onOpen.mock.calls).toEqual([['agreement'], ['privacy']]);
    expect(onChange).not.toHaveBeenCalled();
  });

  test('an error is shown as an alert and marks the check invalid', async () => {
    await show({ error: 'Please agree first' });
    expect($('.agreement-check').classList.contains('agreement-check--invalid')).toBe(true);
    expect(textOf('.agreement-check__error')).toBe('Please agree first');
    expect($('.agreement-check__error').getAttribute('role')).toBe('alert');
  });

  test('without an error there is no message and no invalid mark', async () => {
    await show();
    expect($('.agreement-check').classList.contains('agreement-check--invalid')).toBe(false);
    expect(document.querySelector('.agreement-check__error')).toBeNull();
  });

  test('a label replaces the links', async () => {
    const { onChange } = await show({ label: 'I accept the deletion terms' });
    expect(textOf('.agreement-check__text')).toBe('I accept the deletion terms');
    expect(document.querySelector('.agreement-check__link')).toBeNull();
    await tap('.agreement-check__row');
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
