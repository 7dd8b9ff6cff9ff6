import { Text, View } from '@tarojs/components';
import './index.less';

export interface ToggleRowProps {
  label: string;
  /** A line under the label: what the switch does, or why it cannot be changed. */
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown but fixed (e.g. the first address is always the default). */
  disabled?: boolean;
  /** Stable name for tests and styling: `toggle-row--<name>`. */
  name?: string;
}

/**
 * A settings row with an on/off switch; the whole row (at least 96px high) is the touch target.
 * Drawn by hand rather than with Switch so that it looks and reads the same on WeChat and H5.
 */
export function ToggleRow({ label, hint, checked, onChange, disabled, name }: ToggleRowProps) {
  return (
    <View
      className={`toggle-row${name ? ` toggle-row--${name}` : ''}${disabled ? ' toggle-row--disabled' : ''}`}
      role="switch"
      aria-checked={checked}
      aria-disabled={disabled ? true : undefined}
      aria-label={label}
      onClick={disabled ? undefined : () => onChange(!checked)}
    >
      <View className="toggle-row__text">
        <Text className="toggle-row__label">{label}</Text>
        {hint && <Text className="toggle-row__hint">{hint}</Text>}
      </View>
      <View className={`toggle-row__switch${checked ? ' toggle-row__switch--on' : ''}`} />
    </View>
  );
}
