import { useState } from 'react';
import { ScrollView, Text, View } from '@tarojs/components';
import { useT } from '@/shared/i18n/use-t';
import './index.less';

export interface PickerOption {
  value: string;
  /** Already translated. */
  label: string;
}

export interface OptionPickerProps {
  options: readonly PickerOption[];
  value: string;
  onChange: (value: string) => void;
  /**
   * 'chips' lays every option out for a one-tap choice (a title, a gender, a language); 'sheet'
   * shows the choice in a row that opens a list from the bottom (regions, time zones).
   */
  variant?: 'chips' | 'sheet';
  /** Shown in the sheet row while nothing is chosen. */
  placeholder?: string;
  /** Names the group for screen readers and heads the sheet: the field's label. */
  title?: string;
  disabled?: boolean;
}

/**
 * Picks one value from a short list. Drawn by the app rather than the platform's wheel picker, so
 * that every word on it (the cancel button included) follows the app's language on H5 too.
 */
export function OptionPicker({
  options,
  value,
  onChange,
  variant = 'chips',
  placeholder,
  title,
  disabled,
}: OptionPickerProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const choose = (next: string) => {
    setOpen(false);
    if (!disabled && next !== value) onChange(next);
  };

  if (variant === 'chips') {
    return (
      <View className="option-picker option-picker--chips" role="radiogroup" aria-label={title}>
        {options.map((option) => {
          const on = option.value === value;
          return (
            <View
              key={option.value}
              className={`option-picker__chip${on ? ' option-picker__chip--on' : ''}`}
              role="radio"
              aria-checked={on}
              aria-disabled={disabled}
              onClick={() => choose(option.value)}
            >
              {option.label}
            </View>
          );
        })}
      </View>
    );
  }

  const selected = options.find((option) => option.value === value);
  return (
    <View className="option-picker option-picker--sheet">
      <View
        className="option-picker__trigger"
        role="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={title}
        onClick={() => !disabled && setOpen(true)}
      >
        <Text
          className={`option-picker__value${selected ? '' : ' option-picker__value--placeholder'}`}
        >
          {selected ? selected.label : (placeholder ?? '')}
        </Text>
        <View className="option-picker__caret" aria-hidden />
      </View>
      {open && (
        <View className="option-picker__mask" catchMove onClick={() => setOpen(false)}>
          <View
            className="option-picker__sheet"
            role="dialog"
            aria-label={title}
            onClick={(event) => event.stopPropagation()}
          >
            <View className="option-picker__head">
              <Text className="option-picker__title">{title}</Text>
              <View className="option-picker__close" role="button" onClick={() => setOpen(false)}>
                {t('common.cancel')}
              </View>
            </View>
            <ScrollView className="option-picker__list" scrollY>
              <View role="listbox" aria-label={title}>
                {options.map((option) => {
                  const on = option.value === value;
                  return (
                    <View
                      key={option.value}
                      className={`option-picker__option${on ? ' option-picker__option--on' : ''}`}
                      role="option"
                      aria-selected={on}
                      onClick={() => choose(option.value)}
                    >
                      <Text className="option-picker__option-text">{option.label}</Text>
                      {on && <View className="option-picker__tick" aria-hidden />}
                    </View>
                  );
                })}
              </View>
            </ScrollView>
          </View>
        </View>
      )}
    </View>
  );
}
