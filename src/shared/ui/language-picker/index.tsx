import { View, Text } from '@tarojs/components';
import { LOCALES, localeName } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { useStores } from '@/shared/stores/context';
import { chooseAction } from '@/shared/ui/feedback';
import './index.less';

export interface LanguagePickerProps {
  /** 'chip' for headers over a picture, 'row' for a settings list. */
  variant?: 'chip' | 'row';
}

/** Chooses one of the four languages (SPEC §1); every screen, title and tab follows at once. */
export function LanguagePicker({ variant = 'chip' }: LanguagePickerProps) {
  const { t, locale } = useT();
  const { ui } = useStores();
  const choose = async () => {
    const tapIndex = await chooseAction(LOCALES.map((code) => localeName(code)));
    // Dismissed (undefined): nothing changes.
    const next = tapIndex === undefined ? undefined : LOCALES[tapIndex];
    if (next && next !== locale) ui.setLocale(next);
  };
  return (
    <View
      className={`language-picker language-picker--${variant}`}
      role="button"
      aria-label={t('common.language')}
      onClick={choose}
    >
      {variant === 'row' && <Text className="language-picker__label">{t('common.language')}</Text>}
      <Text className="language-picker__value">{localeName(locale)}</Text>
    </View>
  );
}
