import { Input } from '@tarojs/components';
import { FormField } from '@/shared/ui/form-field';

export interface TextFieldProps {
  /** Stable name for tests and styles: `form-field--<name>`. */
  name: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  /** The server's column limit. */
  maxlength: number;
  placeholder?: string;
  /** The rule's or the server's message, already translated. */
  error?: string;
  hint?: string;
}

/** A labelled one-line text box: the plain form row (a name, an e-mail, a position). */
export function TextField({
  name,
  label,
  value,
  onInput,
  maxlength,
  placeholder,
  error,
  hint,
}: TextFieldProps) {
  return (
    <FormField name={name} label={label} error={error} hint={hint}>
      <Input
        className="form-input"
        type="text"
        maxlength={maxlength}
        value={value}
        placeholder={placeholder}
        // Taro's element wraps the real <input>: the name goes on the box a screen reader reads.
        nativeProps={{ 'aria-label': label }}
        onInput={(event) => onInput(event.detail.value)}
      />
    </FormField>
  );
}
