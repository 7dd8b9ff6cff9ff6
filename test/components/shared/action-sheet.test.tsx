// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import type TestUtils from '@tarojs/test-utils-react';
import { LanguagePicker } from '@/shared/ui/language-picker';
import { ReminderRow } from '@/features/account/components/reminder';
import { localeReady, translate, type Locale } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import { componentSuite, mountWithStores } from '../support/harness';
import { getByRole } from '../support/queries';

jest.mock('@/features/tracking/api', () => ({
  logPageView: jest.fn(() => Promise.resolve()),
  sendTrackingLogs: jest.fn(() => Promise.resolve()),
}));

// Issue #27: Taro's H5 action sheet (the one drawn here, not a mock) ended with "取消" in every
// language; every sheet of the app now ends with the cancel of the visitor's language.

componentSuite();

async function tap(utils: TestUtils, element: Element) {
  await utils.act(async () => {
    utils.fireEvent.click(element);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/**
 * Taro draws one sheet per document and shows it again on the next call; the harness empties the
 * body between tests, so the sheet drawn by an earlier test is put back, as it stays on a page.
 */
let sheet: Element | null = null;

async function openWith(
  element: React.ReactElement,
  locale: Locale,
  opener: (locale: Locale) => string,
) {
  const stores = new RootStore();
  stores.ui.setLocale(locale);
  await localeReady();
  if (sheet && !sheet.isConnected) document.body.appendChild(sheet);
  const { utils } = await mountWithStores(element, stores);
  await tap(utils, getByRole('button', { name: new RegExp(opener(locale)) }));
  sheet = document.querySelector('.taro__actionSheet');
  return { utils, stores };
}

const languageButton = (locale: Locale) => translate(locale, 'common.language');

test.each<Locale>(['pt', 'en'])(
  'the language sheet ends with the cancel of %s, and cancelling changes nothing',
  async (locale) => {
    const { utils, stores } = await openWith(<LanguagePicker />, locale, languageButton);
    const cancel = getByRole('button', { name: translate(locale, 'common.cancel') });
    expect(document.body.textContent).not.toContain('取消');
    await tap(utils, cancel);
    expect(stores.ui.locale).toBe(locale);
  },
);

test('a row of the sheet is a button that chooses', async () => {
  const { utils, stores } = await openWith(<LanguagePicker />, 'pt', languageButton);
  await tap(utils, getByRole('button', { name: 'English' }));
  expect(stores.ui.locale).toBe('en');
});

test('the reminder sheet ends with the Portuguese cancel too', async () => {
  await openWith(<ReminderRow />, 'pt', (locale) => translate(locale, 'settings.reminder'));
  expect(getByRole('button', { name: translate('pt', 'common.cancel') })).toBeTruthy();
  expect(document.body.textContent).not.toContain('取消');
});

test('in zh-Hant the sheet keeps 取消', async () => {
  await openWith(<LanguagePicker />, 'zh-Hant', languageButton);
  expect(getByRole('button', { name: '取消' })).toBeTruthy();
});
