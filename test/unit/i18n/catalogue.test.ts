import { LOCALES, type Locale } from '@/shared/i18n';
import { BUNDLED_CATALOGUES as CATALOGUES } from '@/shared/i18n/catalogues';
import { ADDRESS_CATALOGUES } from '@/features/address/i18n';
import { PROFILE_CATALOGUES } from '@/features/account/i18n/profile';
import { SETTINGS_CATALOGUES } from '@/features/account/i18n/settings';
import { ROUTES } from '@/routes';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (value !== null && typeof value === 'object') {
      for (const [leaf, text] of leaves(value, `${path}.`)) out.set(leaf, text);
    } else out.set(path, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Everything a locale says: the bundled catalogue and the domain namespaces (domains/types.ts). */
function everything(locale: Locale): Tree {
  return {
    ...(CATALOGUES[locale] as unknown as Tree),
    profile: PROFILE_CATALOGUES[locale] as unknown as Tree,
    address: ADDRESS_CATALOGUES[locale] as unknown as Tree,
    settings: SETTINGS_CATALOGUES[locale] as unknown as Tree,
  };
}

const source = leaves(everything('zh-Hant'));

describe('catalogues (SPEC §1: zh-Hant is the source; zh-Hans, pt, en typed against it)', () => {
  test.each(LOCALES)('%s has exactly the keys of zh-Hant', (locale) => {
    const keys = [...leaves(everything(locale)).keys()].sort();
    expect(keys).toEqual([...source.keys()].sort());
  });

  test.each(LOCALES)('%s has no empty or non-string message', (locale) => {
    for (const [key, text] of leaves(everything(locale))) {
      expect({ key, ok: typeof text === 'string' && text.trim() !== '' }).toEqual({
        key,
        ok: true,
      });
    }
  });

  test.each(LOCALES)('%s uses the same {placeholders} as zh-Hant for every key', (locale) => {
    for (const [key, text] of leaves(everything(locale))) {
      expect({ key, names: placeholders(String(text)) }).toEqual({
        key,
        names: placeholders(String(source.get(key))),
      });
    }
  });

  test('SPEC §2: every route of the route table has a page title, and nothing else is there', () => {
    const titled = Object.keys(CATALOGUES['zh-Hant'].page).sort();
    expect(titled).toEqual(ROUTES.map((route) => route.name).sort());
    // The 49 pages of SPEC §2 and the not-found page (#14).
    expect(titled).toHaveLength(50);
  });

  test('the four tabs have short labels', () => {
    expect(Object.keys(CATALOGUES['zh-Hant'].tab).sort()).toEqual(['home', 'my', 'news', 'vote']);
    for (const locale of LOCALES) {
      for (const label of Object.values(CATALOGUES[locale].tab))
        expect(label.length).toBeLessThan(9);
    }
  });

  test('SPEC §8: the network error text, in Simplified and Traditional Chinese', () => {
    expect(CATALOGUES['zh-Hans'].error.network).toBe('网络错误，请稍后重试');
    expect(CATALOGUES['zh-Hant'].error.network).toBe('網絡錯誤，請稍後重試');
    expect(CATALOGUES['zh-Hans'].error.uploadFailed).toBe('上传文件失败');
    expect(CATALOGUES['zh-Hant'].error.uploadFailed).toBe('上傳文件失敗');
  });

  test('SPEC §9: the loading text', () => {
    expect(CATALOGUES['zh-Hans'].common.loading).toBe('正在加载');
    expect(CATALOGUES['zh-Hant'].common.loading).toBe('正在加載');
  });

  test('every language is named in itself, the same in all catalogues', () => {
    for (const locale of LOCALES) {
      expect(CATALOGUES[locale].language).toEqual({
        zhHant: '繁體中文',
        zhHans: '简体中文',
        pt: 'Português',
        en: 'English',
      });
    }
  });

  // Pairs of characters that differ between the scripts; catches a catalogue pasted in the wrong
  // script. The language names are left out: each is written in its own script on purpose.
  const PAIRS = [
    '页頁',
    '载載',
    '录錄',
    '码碼',
    '设設',
    '认認',
    '证證',
    '选選',
    '择擇',
    '规規',
    '则則',
    '赛賽',
    '报報',
    '记記',
    '积積',
    '礼禮',
    '兑兌',
    '详詳',
    '览覽',
    '导導',
    '资資',
    '讯訊',
    '专專',
    '动動',
    '户戶',
    '协協',
    '议議',
    '获獲',
    '验驗',
    '邮郵',
    '请請',
    '输輸',
    '确確',
    '删刪',
    '编編',
    '辑輯',
    '闭閉',
    '没沒',
    '账賬',
    '实實',
    '网網',
    '络絡',
    '错錯',
    '误誤',
    '试試',
    '传傳',
    '败敗',
    '发發',
    '销銷',
    '国國',
    '战戰',
    '胜勝',
    '纪紀',
    '个個',
    '时時',
    '签簽',
    '结結',
    '满滿',
    '进進',
    '开開',
    '审審',
    '买買',
    '价價',
    '为為',
    '该該',
    '创創',
    '新新',
  ].filter((pair) => pair[0] !== pair[1]);

  function textsWithoutLanguageNames(locale: Locale): string {
    const { language: _names, ...rest } = everything(locale);
    return [...leaves(rest).values()].join('\n');
  }

  test('zh-Hant is written in Traditional characters', () => {
    const text = textsWithoutLanguageNames('zh-Hant');
    expect(PAIRS.map((pair) => pair[0]).filter((ch) => text.includes(ch))).toEqual([]);
  });

  test('zh-Hans is written in Simplified characters', () => {
    const text = textsWithoutLanguageNames('zh-Hans');
    expect(PAIRS.map((pair) => pair[1]).filter((ch) => text.includes(ch))).toEqual([]);
  });

  test('pt and en carry no Chinese outside the language names', () => {
    for (const locale of ['pt', 'en'] as const) {
      expect(textsWithoutLanguageNames(locale)).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
