import { useState } from 'react';
import { Input, View } from '@tarojs/components';
import { useT } from '@/shared/i18n/use-t';
import { PASSWORD_MAX } from '@/shared/lib/constants';
import '@/shared/ui/form-field/index.less';
import './index.less';
import '../../i18n/forms';

export interface PasswordInputProps {
  value: string;
  onInput: (value: string) => void;
  placeholder?: string;
  /** Login accepts older, longer passwords; new ones stop at the SPEC §5 maximum. */
  maxlength?: number;
}

/** A password box with a show/hide switch, so a visitor can check what was typed on a phone. */
export function PasswordInput({ value, onInput, placeholder, maxlength }: PasswordInputProps) {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  return (
    <View className="password-input">
      <Input
        className="form-input password-input__field"
        password={!visible}
        type="text"
        maxlength={maxlength ?? PASSWORD_MAX}
        value={value}
        placeholder={placeholder}
        onInput={(event) => onInput(event.detail.value)}
      />
      {/* An eye, not words: "Mostrar palavra-passe" took half of a 320 px box and cut its
          placeholder. The switch says what it does to a screen reader. */}
      <View
        className={`password-input__toggle password-input__toggle--${visible ? 'shown' : 'hidden'}`}
        role="switch"
        aria-checked={visible}
        aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
        onClick={() => setVisible((shown) => !shown)}
      >
        <View className="password-input__eye" aria-hidden="true" />
      </View>
    </View>
  );
}
