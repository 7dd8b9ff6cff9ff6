// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import type TestUtils from '@tarojs/test-utils-react';
import { ListState, type ListStateProps } from '@/shared/ui/list-state';
import { setLocale, t, translate } from '@/shared/i18n';
import { bodyText, componentSuite, mountPlain } from './support/harness';
import { getByRole, getByText, queryByRole } from './support/queries';

let utils: TestUtils | undefined;

componentSuite();

const base: ListStateProps = { loading: false, count: 0, hasMore: true };

async function show(props: Partial<ListStateProps>) {
  utils = await mountPlain(<ListState {...base} {...props} />);
}

/** The footer says it is busy while it loads (aria-busy), and nothing else does. */
const busy = () => document.querySelector('[aria-busy="true"]');

describe('ListState (the footer of every list)', () => {
  test('loading shows the loading line (SPEC §9 loading text)', async () => {
    await show({ loading: true });
    expect(busy()?.contains(getByText(t('common.loading')))).toBe(true);
    expect(bodyText()).toBe(t('common.loading'));
  });

  test('loading more under a filled list still shows the loading line', async () => {
    await show({ loading: true, count: 10, hasMore: true });
    expect(bodyText()).toBe(t('common.loading'));
  });

  test('an empty list shows the default empty text', async () => {
    await show({ count: 0, hasMore: false });
    expect(getByText(t('common.empty'))).toBeTruthy();
    expect(bodyText()).toBe(t('common.empty'));
    expect(busy()).toBeNull();
    expect(queryByRole('alert')).toBeNull();
  });

  test('an empty list shows a custom empty text', async () => {
    await show({ count: 0, hasMore: false, emptyText: 'No orders yet' });
    expect(bodyText()).toBe('No orders yet');
    expect(bodyText()).not.toContain(t('common.empty'));
  });

  test('an error shows the error and a retry that calls onRetry', async () => {
    const onRetry = jest.fn();
    await show({ error: new Error('offline'), count: 3, onRetry });
    expect(getByRole('alert').contains(getByText(t('common.loadError')))).toBe(true);
    expect(bodyText()).toContain(t('common.loadError'));
    const retry = getByRole('button', { name: t('common.retry') });
    expect(getByRole('alert').contains(retry)).toBe(true);
    utils?.fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('an error without onRetry offers no retry button', async () => {
    await show({ error: 'boom' });
    expect(bodyText()).toBe(t('common.loadError'));
    expect(queryByRole('button')).toBeNull();
    expect(getByRole('alert')).toBeTruthy();
  });

  test('while a retry is loading, the loading line replaces the error', async () => {
    await show({ error: new Error('offline'), loading: true, onRetry: jest.fn() });
    expect(bodyText()).toBe(t('common.loading'));
    expect(queryByRole('alert')).toBeNull();
    expect(busy()).not.toBeNull();
  });

  test('a list with nothing more to load says so', async () => {
    await show({ count: 12, hasMore: false });
    expect(getByText(t('common.noMore'))).toBeTruthy();
    expect(bodyText()).toBe(t('common.noMore'));
    expect(busy()).toBeNull();
  });

  test('a list with more to load shows nothing', async () => {
    await show({ count: 10, hasMore: true });
    expect(busy()).toBeNull();
    expect(bodyText()).toBe('');
    expect(document.body.querySelectorAll('*').length).toBeLessThanOrEqual(1);
  });

  test('speaks the current language', async () => {
    setLocale('en');
    await show({ count: 5, hasMore: false });
    expect(bodyText()).toBe(translate('en', 'common.noMore'));
    expect(bodyText()).not.toBe(translate('zh-Hant', 'common.noMore'));
  });
});
