import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { LOCALES, localeName } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { useStores } from '@/shared/stores/context';
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
    try {
      const { tapIndex } = await Taro.showActionSheet({
        itemList: LOCALES.map((code) => localeName(code)),
      });
      const next = LOCALES[tapIndex];
      if (next && next !== locale) ui.setLocale(next);
    } catch {
      // Dismissed: nothing changes.
    }
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
