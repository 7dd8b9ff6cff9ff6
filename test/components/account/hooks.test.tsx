import '@tarojs/taro';
import React from 'react';
import TestUtils from '@tarojs/test-utils-react';
import { View } from '@tarojs/components';
import { useSubmit } from '@/shared/hooks/use-submit';
import { useForm } from '@/shared/hooks/use-form';
import { setLocale, t, translate } from '@/shared/i18n';
import { deferred, settle, unmountAll } from '../support/harness';
import { queryByText } from '../support/queries';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

afterEach(() => unmountAll());

async function render(Component: React.ComponentType) {
  const utils = new TestUtils();
  await utils.mount(Component, {});
  return utils;
}

test('useSubmit runs one action at a time, even for calls in the same tick', async () => {
  const pending = deferred<void>();
  const action = jest.fn(() => pending.promise);
  let api: ReturnType<typeof useSubmit<[]>> | undefined;
  function Probe() {
    api = useSubmit(action);
    return <View>{api.submitting ? 'busy' : 'idle'}</View>;
  }
  await render(Probe);

  void api!.submit();
  void api!.submit();
  await settle();
  void api!.submit();
  expect(action).toHaveBeenCalledTimes(1);
  expect(queryByText('busy')).not.toBeNull();
  expect(queryByText('idle')).toBeNull();

  pending.resolve();
  await settle();
  expect(queryByText('idle')).not.toBeNull();
  expect(queryByText('busy')).toBeNull();
  void api!.submit();
  expect(action).toHaveBeenCalledTimes(2);
});

test('useSubmit survives a failing action and lets the next one run', async () => {
  const action = jest.fn(() => Promise.reject(new Error('network')));
  let api: ReturnType<typeof useSubmit<[]>> | undefined;
  function Probe() {
    api = useSubmit(action);
    return null;
  }
  await render(Probe);
  await api!.submit();
  await api!.submit();
  expect(action).toHaveBeenCalledTimes(2);
  expect(api!.submitting).toBe(false);
});

test('useForm validates against the latest values and clears a message when its field changes', async () => {
  let form: ReturnType<typeof useForm<{ phone: string; agreed: boolean }>> | undefined;
  function Probe() {
    form = useForm<{ phone: string; agreed: boolean }>({ phone: '', agreed: false });
    return null;
  }
  await render(Probe);
  const rules = {
    phone: (v: { phone: string }) => (v.phone ? undefined : ('validation.phoneRequired' as const)),
    agreed: (v: { agreed: boolean }) =>
      v.agreed ? undefined : ('validation.agreementRequired' as const),
  };

  let valid = true;
  await new TestUtils().act(async () => {
    valid = form!.validate(rules);
  });
  expect(valid).toBe(false);
  expect(form!.errors).toEqual({
    phone: 'validation.phoneRequired',
    agreed: 'validation.agreementRequired',
  });

  await new TestUtils().act(async () => {
    form!.setValue('phone', '61234567');
    // Same tick as the change: the rule must see the new value.
    valid = form!.validate(rules, ['phone']);
  });
  expect(valid).toBe(true);
  expect(form!.errors).toEqual({ agreed: 'validation.agreementRequired' });

  // The line under a field: the rule's message in the current language, nothing when it passes.
  expect(form!.message('phone')).toBeUndefined();
  setLocale('en');
  expect(form!.message('agreed')).toBe(t('validation.agreementRequired'));
  expect(form!.message('agreed')).not.toBe(translate('zh-Hant', 'validation.agreementRequired'));
  setLocale('zh-Hant');
  expect(form!.message('agreed')).toBe(translate('zh-Hant', 'validation.agreementRequired'));
});
