// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import Taro from '@tarojs/taro';
import type TestUtils from '@tarojs/test-utils-react';
import { LanguagePicker } from '@/shared/ui/language-picker';
import { getLocale, translate } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import { STORAGE_KEYS } from '@/shared/lib/storage';
import { componentSuite, mountWithStores } from './support/harness';
import { getByRole, getByText, textOf } from './support/queries';

jest.mock('@/features/tracking/api', () => ({
  logPageView: jest.fn(() => Promise.resolve()),
  sendTrackingLogs: jest.fn(() => Promise.resolve()),
}));

let utils: TestUtils | undefined;

componentSuite();

const picker = () => getByRole('button');
/** The chip shows only the language's own name. */
const shownName = () => textOf(picker());

/** The action sheet answers with a tap, or is dismissed (Taro rejects with fail cancel). */
function answerSheet(tapIndex: number | 'dismiss') {
  return jest
    .spyOn(Taro, 'showActionSheet')
    .mockImplementation((() =>
      tapIndex === 'dismiss'
        ? Promise.reject({ errMsg: 'showActionSheet:fail cancel' })
        : Promise.resolve({ tapIndex, errMsg: 'showActionSheet:ok' })) as never);
}

async function choose() {
  await utils?.act(async () => {
    utils?.fireEvent.click(picker());
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('LanguagePicker (SPEC §1 four languages, kept in local storage)', () => {
  test('shows the current language by its own name', async () => {
    ({ utils } = await mountWithStores(<LanguagePicker />, new RootStore()));
    expect(shownName()).toBe(translate('zh-Hant', 'language.zhHant'));
    expect(getByRole('button', { name: translate('zh-Hant', 'common.language') })).toBe(picker());
  });

  test('§1 offers the four languages in order, each named in its own language', async () => {
    const sheet = answerSheet('dismiss');
    ({ utils } = await mountWithStores(<LanguagePicker />, new RootStore()));
    await choose();
    expect(sheet).toHaveBeenCalledTimes(1);
    const { itemList } = sheet.mock.calls[0][0] as { itemList: string[] };
    expect(itemList).toEqual(['繁體中文', '简体中文', 'Português', 'English']);
  });

  test('§1 choosing the fourth item switches to English and keeps it', async () => {
    answerSheet(3);
    const stores = new RootStore();
    ({ utils } = await mountWithStores(<LanguagePicker />, stores));
    await choose();
    expect(getLocale()).toBe('en');
    expect(stores.ui.locale).toBe('en');
    expect(Taro.getStorageSync(STORAGE_KEYS.language)).toBe('en');
    expect(shownName()).toBe(translate('en', 'language.en'));
    expect(getByRole('button', { name: translate('en', 'common.language') })).toBe(picker());
  });

  test('choosing Portuguese switches to Portuguese', async () => {
    answerSheet(2);
    ({ utils } = await mountWithStores(<LanguagePicker variant="row" />, new RootStore()));
    await choose();
    expect(getLocale()).toBe('pt');
    expect(Taro.getStorageSync(STORAGE_KEYS.language)).toBe('pt');
    expect(picker().contains(getByText(translate('pt', 'common.language')))).toBe(true);
    expect(picker().contains(getByText(translate('pt', 'language.pt')))).toBe(true);
  });

  test('dismissing the sheet changes nothing', async () => {
    answerSheet('dismiss');
    ({ utils } = await mountWithStores(<LanguagePicker />, new RootStore()));
    await choose();
    expect(getLocale()).toBe('zh-Hant');
    expect(Taro.getStorageSync(STORAGE_KEYS.language)).toBe('');
    expect(shownName()).toBe(translate('zh-Hant', 'language.zhHant'));
  });

  test('choosing the language already shown writes nothing', async () => {
    answerSheet(0);
    ({ utils } = await mountWithStores(<LanguagePicker />, new RootStore()));
    await choose();
    expect(getLocale()).toBe('zh-Hant');
    expect(Taro.getStorageSync(STORAGE_KEYS.language)).toBe('');
  });

  test('an index outside the list changes nothing', async () => {
    answerSheet(9);
    ({ utils } = await mountWithStores(<LanguagePicker />, new RootStore()));
    await choose();
    expect(getLocale()).toBe('zh-Hant');
  });
});
