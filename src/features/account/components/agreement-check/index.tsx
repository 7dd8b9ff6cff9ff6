import { Text, View } from '@tarojs/components';
import { useT } from '@/shared/i18n/use-t';
import './index.less';
import '@/shared/i18n/forms';

export type AgreementType = 'agreement' | 'privacy';

export interface AgreementCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Opens one of the two texts; a tap on a link does not tick the box. */
  onOpen?: (type: AgreementType) => void;
  /** The translated message when the box must be ticked first. */
  error?: string;
  /**
   * Another statement to agree to (e.g. the account deletion terms shown above the box), drawn
   * in place of the user agreement and privacy policy links.
   */
  label?: string;
}

/** "I have read and agree to the User Agreement and the Privacy Policy" (SPEC §5). */
export function AgreementCheck({ checked, onChange, onOpen, error, label }: AgreementCheckProps) {
  const { t } = useT();
  const open = (type: AgreementType) => (event: { stopPropagation?: () => void }) => {
    event.stopPropagation?.();
    onOpen?.(type);
  };
  return (
    <View className={`agreement-check${error ? ' agreement-check--invalid' : ''}`}>
      <View
        className="agreement-check__row"
        role="checkbox"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
      >
        <View className={`agreement-check__box${checked ? ' agreement-check__box--on' : ''}`} />
        {label !== undefined ? (
          <Text className="agreement-check__text">{label}</Text>
        ) : (
          <Text className="agreement-check__text">
            <Text>{t('form.agreePrefix')}</Text>
            <Text className="agreement-check__link" onClick={open('agreement')}>
              {t('form.userAgreement')}
            </Text>
            <Text>{t('form.agreeJoin')}</Text>
            <Text className="agreement-check__link" onClick={open('privacy')}>
              {t('form.privacyPolicy')}
            </Text>
          </Text>
        )}
      </View>
      {error && (
        <View className="agreement-check__error" role="alert">
          {error}
        </View>
      )}
    </View>
  );
}
