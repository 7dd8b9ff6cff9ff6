import { Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { updateMembersInfo } from '@/features/account/api';
import { toastSuccess } from '@/shared/ui/feedback';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { Page } from '@/shared/ui/page';
import { SubmitButton } from '@/shared/ui/submit-button';
import { TextField } from '@/shared/ui/text-field';
import { useForm, type FormRules } from '@/shared/hooks/use-form';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useSubmit } from '@/shared/hooks/use-submit';
import { useT } from '@/shared/i18n/use-t';
import { useStores } from '@/shared/stores/context';
import { back } from '@/shared/lib/navigation';
import {
  COMPANY_NAME_MAX,
  POSITION_MAX,
  asProfileUser,
  asUserInfo,
  type ProfileUser,
} from '@/features/account/profile';
import './security.less';
import '@/features/account/i18n/profile';
import '@/shared/i18n/forms';

type CompanyForm = {
  companyName: string;
  position: string;
};

/** The answer is the whole account (server/API.md); anything else is not stored. */
function isProfileUser(value: unknown): value is ProfileUser {
  return typeof value === 'object' && value !== null && 'id' in value && 'phone' in value;
}

function SecurityEditCompanyPage() {
  const { t } = useT();
  const { session } = useStores();
  const loggedIn = useLoginGuard();
  const { values, setValue, validate, message } = useForm<CompanyForm>(() => {
    const user = session.user ? asProfileUser(session.user) : undefined;
    return { companyName: user?.companyName ?? '', position: user?.position ?? '' };
  });

  const rules: FormRules<CompanyForm> = {
    // Both may be emptied (someone leaves a company); a position alone names no one's employer.
    companyName: (v) =>
      v.companyName.trim() === '' && v.position.trim() !== ''
        ? 'profile.companyNameRequired'
        : undefined,
  };

  const { submitting, submit } = useSubmit(async () => {
    if (!validate(rules)) return;
    // PUT /crm/membersInfo/app also takes name and email; those belong to the info page, so
    // only the two company fields go, and the rest of the account stays as it is.
    const updated = await updateMembersInfo({
      companyName: values.companyName.trim(),
      position: values.position.trim(),
    });
    if (isProfileUser(updated)) session.setUser(asUserInfo(updated));
    toastSuccess(t('success.saved'));
    await back();
  });

  if (!loggedIn) {
    return (
      <Page route="securityEditCompany">
        <GuestPrompt />
      </Page>
    );
  }

  return (
    <Page route="securityEditCompany">
      <View className="security-form">
        <Text className="security-form__intro">{t('profile.companyIntro')}</Text>
        <TextField
          name="companyName"
          label={t('profile.companyName')}
          value={values.companyName}
          onInput={(value) => setValue('companyName', value)}
          maxlength={COMPANY_NAME_MAX}
          placeholder={t('profile.companyNamePlaceholder')}
          error={message('companyName')}
        />
        <TextField
          name="position"
          label={t('profile.position')}
          value={values.position}
          onInput={(value) => setValue('position', value)}
          maxlength={POSITION_MAX}
          placeholder={t('profile.positionPlaceholder')}
          error={message('position')}
        />
        <SubmitButton loading={submitting} onClick={() => void submit()}>
          {t('common.save')}
        </SubmitButton>
      </View>
    </Page>
  );
}

export default observer(SecurityEditCompanyPage);
