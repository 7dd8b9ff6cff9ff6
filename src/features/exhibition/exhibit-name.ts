import type { Exhibit } from '@/features/exhibition-layer';
import type { Locale } from '@/shared/i18n';

/** Exhibits come in Chinese and English only (server/API.md): other readers get the English. */
export function exhibitText(item: Exhibit, field: 'name' | 'intro', locale: Locale): string {
  const chinese = String(item[field] ?? '');
  const english = String(item[`${field}En`] ?? '');
  return locale === 'zh-Hant' || locale === 'zh-Hans' ? chinese || english : english || chinese;
}
