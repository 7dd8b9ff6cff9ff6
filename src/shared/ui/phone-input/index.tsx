import { Input, View } from '@tarojs/components';
import { useT } from '@/shared/i18n/use-t';
import '@/shared/ui/form-field/index.less';
import './index.less';
import '../../i18n/forms';

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

// A browser's number box refuses "+853 6123 4567" and "6123 4567" (its value becomes empty), so
// on H5 the box is text with the phone keypad; the mini-program's number keyboard has neither a
// plus nor a space to type. Either way normalizePhone reads the number as people type it.
const PHONE_BOX_TYPE = process.env.TARO_ENV === 'h5' ? 'text' : 'number';
const PHONE_BOX_HINTS = { inputMode: 'tel', autoComplete: 'tel' };
/** "00853 6123 4567", "+86 138 0013 8000": room for the country code and the spaces. */
const PHONE_MAXLENGTH = 20;

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
        {areaCode}
      </View>
      <Input
        className="form-input phone-input__number"
        type={PHONE_BOX_TYPE}
        nativeProps={PHONE_BOX_HINTS}
        maxlength={PHONE_MAXLENGTH}
        value={value}
        disabled={disabled}
        placeholder={placeholder ?? t('form.phonePlaceholder')}
        onInput={(event) => onInput(event.detail.value)}
      />
    </View>
  );
}
