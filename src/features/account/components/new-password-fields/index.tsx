import { FormField } from '@/shared/ui/form-field';
import { PasswordInput } from '@/shared/ui/password-input';
import { useT } from '@/shared/i18n/use-t';
import '../../i18n/auth';
import '@/shared/i18n/forms';

export type NewPasswordField = 'password' | 'confirm';

export interface NewPasswordFieldsProps {
  values: Readonly<Record<NewPasswordField, string>>;
  /** Messages already translated, each shown under its field. */
  errors: Readonly<Partial<Record<NewPasswordField, string>>>;
  onInput: (field: NewPasswordField, value: string) => void;
  /** "Password" when signing up, "new password" when replacing one. */
  label: string;
  /** The rows' `form-field--<name>`, for a form that already calls them otherwise. */
  names?: Readonly<Record<NewPasswordField, string>>;
}

/** A new password under the SPEC §5 rules (shown as a hint) and its confirmation. */
export function NewPasswordFields({
  values,
  errors,
  onInput,
  label,
  names = { password: 'password', confirm: 'confirm' },
}: NewPasswordFieldsProps) {
  const { t } = useT();
  return (
    <>
      <FormField
        name={names.password}
        label={label}
        error={errors.password}
        hint={t('validation.passwordHint')}
      >
        <PasswordInput
          value={values.password}
          placeholder={t('validation.passwordPlaceholder')}
          onInput={(value) => onInput('password', value)}
        />
      </FormField>
      <FormField name={names.confirm} label={t('auth.confirmPassword')} error={errors.confirm}>
        <PasswordInput
          value={values.confirm}
          placeholder={t('auth.confirmPasswordPlaceholder')}
          onInput={(value) => onInput('confirm', value)}
        />
      </FormField>
    </>
  );
}
