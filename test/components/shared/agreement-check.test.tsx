// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import {
  AgreementCheck,
  type AgreementCheckProps,
} from '@/features/account/components/agreement-check';
import { t } from '@/shared/i18n';
import { componentSuite, mountPlain, tap } from '../support/harness';
import {
  getAllByRole,
  getByRole,
  getByText,
  queryByRole,
  queryByText,
  textOf,
} from '../support/queries';

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
    expect(getByRole('checkbox').getAttribute('aria-checked')).toBe('false');
    expect(queryByRole('checkbox', { checked: true })).toBeNull();
    await tap(getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith(true);

    const ticked = await show({ checked: true });
    expect(getAllByRole('checkbox')[1].getAttribute('aria-checked')).toBe('true');
    expect(getByRole('checkbox', { checked: true })).toBe(getAllByRole('checkbox')[1]);
    await tap(getAllByRole('checkbox')[1]);
    expect(ticked.onChange).toHaveBeenLastCalledWith(false);
  });

  test('a tap on a link opens that text and does not tick the box', async () => {
    const { onChange, onOpen } = await show();
    const agreement = getByText(t('form.userAgreement'));
    const privacy = getByText(t('form.privacyPolicy'));
    expect(getByRole('checkbox').contains(agreement)).toBe(true);
    expect(getByRole('checkbox').contains(privacy)).toBe(true);

    await tap(agreement);
    await tap(privacy);
    expect(onOpen.mock.calls).toEqual([['agreement'], ['privacy']]);
    expect(onChange).not.toHaveBeenCalled();
  });

  test('an error is shown as an alert beside the box', async () => {
    await show({ error: 'Please agree first' });
    expect(textOf(getByRole('alert'))).toBe('Please agree first');
    expect(getByRole('alert').parentElement).toBe(getByRole('checkbox').parentElement);
  });

  test('without an error there is no message', async () => {
    await show();
    expect(queryByRole('alert')).toBeNull();
    expect(queryByText('Please agree first')).toBeNull();
  });

  test('a label replaces the links', async () => {
    const { onChange } = await show({ label: 'I accept the deletion terms' });
    expect(textOf(getByRole('checkbox'))).toBe('I accept the deletion terms');
    expect(queryByText(t('form.userAgreement'))).toBeNull();
    expect(queryByText(t('form.privacyPolicy'))).toBeNull();
    await tap(getByRole('checkbox'));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
