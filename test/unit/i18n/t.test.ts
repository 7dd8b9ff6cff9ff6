import '@/shared/i18n/forms';
import Taro from '@tarojs/taro';
import fc from 'fast-check';
import { autorun } from 'mobx';
import { BUNDLED_CATALOGUES as CATALOGUES } from '@/shared/i18n/catalogues';
import {
  DEFAULT_LOCALE,
  LOCALES,
  acceptLanguage,
  getLocale,
  initLocale,
  isMessageKey,
  localeName,
  normalizeLocale,
  pageTitle,
  setLocale,
  subscribeLocale,
  t,
  translate,
  type Locale,
  type MessageKey,
} from '@/shared/i18n';
import { ROUTES } from '@/routes';
import { STORAGE_KEYS } from '@/shared/lib/storage';

beforeEach(() => {
  initLocale();
});

describe('t() (SPEC §1 languages)', () => {
  test('defaults to zh-Hant when nothing is stored (SPEC §1/§9 default locale)', () => {
    expect(DEFAULT_LOCALE).toBe('zh-Hant');
    expect(getLocale()).toBe('zh-Hant');
    expect(t('page.home')).toBe('首頁');
  });

  test.each<[Locale, string, string]>([
    ['zh-Hant', '積分中心', '網絡錯誤，請稍後重試'],
    ['zh-Hans', '积分中心', '网络错误，请稍后重试'],
    ['pt', 'Centro de pontos', 'Erro de rede. Tente novamente mais tarde.'],
    ['en', 'Points centre', 'Network error. Please try again later.'],
  ])('speaks %s after setLocale', (locale, points, network) => {
    setLocale(locale);
    expect(t('page.points')).toBe(points);
    expect(t('error.network')).toBe(network);
  });

  test('fills {name} placeholders, leaving unknown ones as written', () => {
    expect(t('error.httpStatus', { status: 502 })).toBe('請求失敗（502）');
    setLocale('en');
    expect(t('error.httpStatus', { status: 404 })).toBe('Request failed (404)');
    expect(t('error.httpStatus')).toBe('Request failed ({status})');
    expect(t('error.httpStatus', { other: 1 })).toBe('Request failed ({status})');
  });

  test('a parameter is inserted literally, whatever it contains', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(translate('zh-Hant', 'countdown.retryIn', { seconds: value })).toBe(
          `${value}秒後重試`,
        );
      }),
    );
  });

  test('SPEC §1 fallback: an empty string in the current locale falls back to zh-Hant', () => {
    const saved = CATALOGUES.en.common.retry;
    CATALOGUES.en.common.retry = '';
    try {
      setLocale('en');
      expect(t('common.retry')).toBe('重試');
      expect(t('common.cancel')).toBe('Cancel');
    } finally {
      CATALOGUES.en.common.retry = saved;
    }
  });

  test('SPEC §1 fallback: a key missing from the current locale falls back to zh-Hant', () => {
    const saved = CATALOGUES.pt.common.retry;
    Reflect.deleteProperty(CATALOGUES.pt.common, 'retry');
    try {
      setLocale('pt');
      expect(t('common.retry')).toBe('重試');
    } finally {
      CATALOGUES.pt.common.retry = saved;
    }
  });

  test('a key no catalogue knows comes back as itself', () => {
    expect(t('page.nowhere' as MessageKey)).toBe('page.nowhere');
    expect(t('page' as MessageKey)).toBe('page');
  });

  test('message keys are checked by the compiler', () => {
    // @ts-expect-error not a key of the catalogue
    expect(t('page.nope')).toBe('page.nope');
    // @ts-expect-error a namespace is not a message
    expect(t('page')).toBe('page');
  });

  test('isMessageKey tells keys built at run time from the rest', () => {
    expect(isMessageKey('common.retry')).toBe(true);
    expect(isMessageKey('common.whatever')).toBe(false);
    expect(isMessageKey('common')).toBe(false);
  });

  test('SPEC §2: every route has a title in every locale', () => {
    for (const locale of LOCALES) {
      setLocale(locale);
      for (const route of ROUTES) {
        expect(pageTitle(route.name)).toBe(CATALOGUES[locale].page[route.name]);
        expect(pageTitle(route.name)).not.toBe(`page.${route.name}`);
      }
    }
  });

  test('localeName names each language in itself, whatever the current locale', () => {
    setLocale('en');
    expect(LOCALES.map(localeName)).toEqual(['繁體中文', '简体中文', 'Português', 'English']);
  });
});

describe('setLocale / initLocale (SPEC §1: the preference is kept in local storage)', () => {
  test('setLocale persists under the storage key "language" and initLocale reads it back', () => {
    expect(STORAGE_KEYS.language).toBe('language');
    setLocale('pt');
    expect(Taro.getStorageSync('language')).toBe('pt');
    setLocale('zh-Hant');
    Taro.setStorageSync('language', 'en');
    expect(initLocale()).toBe('en');
    expect(getLocale()).toBe('en');
  });

  test.each([
    ['nothing stored', undefined],
    ['an unknown language', 'fr'],
    ['garbage', '{"x":1}'],
  ])('initLocale with %s gives zh-Hant', (_label, stored) => {
    setLocale('en');
    window.localStorage.clear();
    if (stored !== undefined) Taro.setStorageSync('language', stored);
    expect(initLocale()).toBe('zh-Hant');
    expect(t('common.confirm')).toBe('確定');
  });

  test('initLocale accepts a legacy tag such as zh_CN', () => {
    Taro.setStorageSync('language', 'zh_CN');
    expect(initLocale()).toBe('zh-Hans');
  });

  test('an unsupported value handed to setLocale changes nothing', () => {
    setLocale('en');
    expect(setLocale('fr' as Locale)).toBe('en');
    expect(getLocale()).toBe('en');
    expect(Taro.getStorageSync('language')).toBe('en');
  });

  test('subscribers hear each change once, not a repeat, and not after unsubscribing', () => {
    const heard: Locale[] = [];
    const stop = subscribeLocale((locale) => heard.push(locale));
    setLocale('en');
    setLocale('en');
    setLocale('pt');
    stop();
    setLocale('zh-Hans');
    expect(heard).toEqual(['en', 'pt']);
  });

  test('the locale is a MobX observable, so observers re-run on a switch', () => {
    const seen: string[] = [];
    const dispose = autorun(() => seen.push(t('tab.news')));
    setLocale('en');
    setLocale('zh-Hans');
    dispose();
    expect(seen).toEqual(['資訊', 'News', '资讯']);
  });

  test('acceptLanguage carries the current locale tag (SPEC §7 server messages)', () => {
    expect(acceptLanguage()).toBe('zh-Hant');
    setLocale('pt');
    expect(acceptLanguage()).toBe('pt');
  });
});

describe('normalizeLocale', () => {
  test.each<[string, Locale | undefined]>([
    ['zh-Hant', 'zh-Hant'],
    ['zh-TW', 'zh-Hant'],
    ['zh_HK', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant-MO', 'zh-Hant'],
    ['ZH_tw', 'zh-Hant'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh_CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['pt', 'pt'],
    ['pt-PT', 'pt'],
    ['pt-BR', 'pt'],
    ['pt_MO', 'pt'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en_GB', 'en'],
    ['fr', undefined],
    ['ja-JP', undefined],
    ['', undefined],
    ['zhx', undefined],
    ['english', undefined],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });

  test('non-strings give undefined', () => {
    expect(normalizeLocale(undefined)).toBeUndefined();
    expect(normalizeLocale(null)).toBeUndefined();
    expect(normalizeLocale(853)).toBeUndefined();
  });

  test('always answers a supported locale or undefined, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const locale = normalizeLocale(input);
        if (locale === undefined) return;
        expect(LOCALES).toContain(locale);
        expect(normalizeLocale(locale)).toBe(locale);
      }),
    );
  });
});
