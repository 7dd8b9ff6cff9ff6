import type { Exhibit } from '@/features/exhibition-layer';
import { pickField, type Locale } from '@/shared/i18n';

/**
 * An exhibit's name or description in the reader's language (issue #21: the seed carries all four
 * of SPEC §1); a missing one falls back to zh-Hant, as SPEC §1 says, never to English.
 */
export function exhibitText(item: Exhibit, field: 'name' | 'intro', locale: Locale): string {
  return pickField(item as Record<string, unknown>, field, locale);
}
