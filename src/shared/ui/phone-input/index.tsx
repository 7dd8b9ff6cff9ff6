import { Input, Text, View } from '@tarojs/components';
import { useT } from '@/shared/i18n/use-t';
import '@/shared/ui/form-field/index.less';
import './index.less';

export interface PhoneInputProps {
  /** With its plus sign, e.g. '+853'. */
  areaCode: string;
  value: string;
  onInput: (value: string) => void;
  /** Opens the area code picker; the page decides where the choice comes back. */
  onAreaCodeTap: () => void;
  placeholder?: string;
  disabled?: boolean;
}

/** The area code (a tap opens the picker) and the number, in one form row. */
export function PhoneInput({
  areaCode,
  value,
  onInput,
  onAreaCodeTap,
  placeholder,
  disabled,
}: PhoneInputProps) {
  const { t } = useT();
  return (
    <View className="phone-input">
      <View
        className="phone-input__area"
        role="button"
        aria-label={t('form.chooseAreaCode')}
        onClick={disabled ? undefined : onAreaCodeTap}
      >
        <Text className="phone-input__code">{areaCode}</Text>
        <View className="phone-input__caret" />
      </View>
      <Input
        className="form-input phone-input__number"
        type="number"
        maxlength={15}
        value={value}
        disabled={disabled}
        placeholder={placeholder ?? t('form.phonePlaceholder')}
        onInput={(event) => onInput(event.detail.value)}
      />
    </View>
  );
}
