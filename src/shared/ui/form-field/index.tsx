import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import './index.less';

export interface FormFieldProps {
  label: string;
  /** The rule's message, already translated; shown in red right under the input. */
  error?: string;
  /** A standing explanation (e.g. the password rules), shown while there is no error. */
  hint?: string;
  /** Stable name for tests and analytics: `form-field--<name>`. */
  name?: string;
  /** No input box around the control (choice chips, a checkbox). */
  plain?: boolean;
  children: ReactNode;
}

/**
 * A labelled form row: the label above the control, its message below (SPEC §5). The row is a
 * group named by its label, so that a screen reader names the box inside it.
 */
export function FormField({ label, error, hint, name, plain, children }: FormFieldProps) {
  return (
    <View
      className={`form-field${name ? ` form-field--${name}` : ''}${error ? ' form-field--invalid' : ''}`}
      role="group"
      aria-label={label}
    >
      <Text className="form-field__label">{label}</Text>
      <View className={`form-field__control${plain ? ' form-field__control--plain' : ''}`}>
        {children}
      </View>
      {error ? (
        <View className="form-field__error" role="alert">
          {error}
        </View>
      ) : (
        hint && <Text className="form-field__hint">{hint}</Text>
      )}
    </View>
  );
}
