import { Input } from '@tarojs/components';
import { CountdownButton } from '@/shared/ui/countdown-button';
import { toastInfo } from '@/shared/ui/feedback';
import { FormField } from '@/shared/ui/form-field';
import { PhoneInput } from '@/shared/ui/phone-input';
import { useT } from '@/shared/i18n/use-t';
import { CODE_LENGTH } from '@/shared/lib/constants';
import { normalizePhone } from '@/rules/validators';
import '@/shared/i18n/forms';

export interface CodeFieldProps {
  value: string;
  /** The rule's or the server's message, already translated. */
  error?: string;
  onInput: (value: string) => void;
  /** A check run before sending, e.g. the number's rule; false sends nothing. */
  beforeSend?: () => boolean;
  /** Sends the code; once it resolves the visitor is told so and the countdown starts. */
  onSend: () => Promise<unknown>;
  label?: string;
  placeholder?: string;
  hint?: string;
}

/** The verification code box and its countdown button, in one form row named `code`. */
export function CodeField({
  value,
  error,
  onInput,
  beforeSend,
  onSend,
  label,
  placeholder,
  hint,
}: CodeFieldProps) {
  const { t } = useT();
  return (
    <FormField name="code" label={label ?? t('form.code')} error={error} hint={hint}>
      <Input
        className="form-input"
        type="number"
        maxlength={CODE_LENGTH}
        value={value}
        placeholder={placeholder ?? t('form.codePlaceholder')}
        onInput={(event) => onInput(event.detail.value)}
      />
      <CountdownButton
        beforeSend={beforeSend}
        onSend={async () => {
          await onSend();
          toastInfo(t('success.codeSent'));
        }}
      />
    </FormField>
  );
}

export type PhoneCodeField = 'phone' | 'code';

export interface PhoneCodeFieldsProps {
  /** With its plus sign, e.g. '+853'. */
  areaCode: string;
  values: Readonly<Record<PhoneCodeField, string>>;
  /** Messages already translated, each shown under its field. */
  errors: Readonly<Partial<Record<PhoneCodeField, string>>>;
  onInput: (field: PhoneCodeField, value: string) => void;
  /** Opens the area code picker; the page decides where the choice comes back. */
  onAreaCodeTap: () => void;
  /** Checks the number before a code is sent, e.g. the phone rule; false sends nothing. */
  beforeSend?: () => boolean;
  /** Sends the code to the number as the server stores it (normalizePhone: no spaces, no +853). */
  onSend: (target: { phone: string; areaCode: string }) => Promise<unknown>;
  /** Wording for a number being changed rather than entered (account security). */
  labels?: { phone?: string; code?: string; codePlaceholder?: string; codeHint?: string };
}

/** A mobile number and the code sent to it by SMS: the rows `phone` and `code` of a form. */
export function PhoneCodeFields({
  areaCode,
  values,
  errors,
  onInput,
  onAreaCodeTap,
  beforeSend,
  onSend,
  labels = {},
}: PhoneCodeFieldsProps) {
  const { t } = useT();
  return (
    <>
      <FormField name="phone" label={labels.phone ?? t('form.phone')} error={errors.phone}>
        <PhoneInput
          areaCode={areaCode}
          value={values.phone}
          onInput={(value) => onInput('phone', value)}
          onAreaCodeTap={onAreaCodeTap}
        />
      </FormField>
      <CodeField
        value={values.code}
        error={errors.code}
        onInput={(value) => onInput('code', value)}
        beforeSend={beforeSend}
        onSend={() => onSend({ phone: normalizePhone(values.phone, areaCode), areaCode })}
        label={labels.code}
        placeholder={labels.codePlaceholder}
        hint={labels.codeHint}
      />
    </>
  );
}
