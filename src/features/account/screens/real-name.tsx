import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { checkCardInfo, getIdCardInfo } from '@/features/account/api';
import type { IdCardInfo } from '../types';
import { toastSuccess } from '@/shared/ui/feedback';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { ListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { SubmitButton } from '@/shared/ui/submit-button';
import { TextField } from '@/shared/ui/text-field';
import { useForm, type FormRules } from '@/shared/hooks/use-form';
import { useRequest } from '@/shared/hooks/use-request';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useSubmit } from '@/shared/hooks/use-submit';
import { useT } from '@/shared/i18n/use-t';
import { useStores } from '@/shared/stores/context';
import { isAcceptedIdNumber, normalizeIdNumber } from '@/rules/id-card';
import './settings-common.less';
import { validatePersonName } from '@/rules/validators';
import './real-name.less';
import '@/features/account/i18n/settings';
import '@/shared/i18n/forms';

type VerifyForm = { realName: string; idNumber: string };

/** The server's limits for /user/checkCardInfo (server/API.md). */
const NAME_MAX = 50;
const ID_MAX = 30;

const rules: FormRules<VerifyForm> = {
  realName: (v) =>
    v.realName.trim() ? validatePersonName(v.realName) : 'settings.verify.nameRequired',
  idNumber: (v) => {
    if (!v.idNumber.trim()) return 'settings.verify.idRequired';
    return isAcceptedIdNumber(v.idNumber) ? undefined : 'settings.verify.idInvalid';
  },
};

function VerifiedCard({ info }: { info: IdCardInfo }) {
  const { t } = useT();
  return (
    <View className="verify-card">
      <View className="verify-card__badge">
        <View className="verify-card__tick" />
        <Text>{t('settings.verify.verified')}</Text>
      </View>
      <View className="verify-card__row">
        <Text className="verify-card__label">{t('settings.verify.realName')}</Text>
        <Text className="verify-card__value verify-card__name">{info.realName}</Text>
      </View>
      <View className="verify-card__row">
        <Text className="verify-card__label">{t('settings.verify.idNumber')}</Text>
        <Text className="verify-card__value verify-card__number">{info.idCardNo}</Text>
      </View>
      <Text className="verify-card__note">{t('settings.verify.verifiedNote')}</Text>
    </View>
  );
}

const VerifyFormView = observer(function VerifyFormView({
  onVerified,
}: {
  onVerified: (info: IdCardInfo) => void;
}) {
  const { t } = useT();
  const { session } = useStores();
  const { values, setValue, validate, message } = useForm<VerifyForm>({
    realName: '',
    idNumber: '',
  });

  const { submitting, submit } = useSubmit(async () => {
    if (!validate(rules)) return;
    const realName = values.realName.trim();
    const info = await checkCardInfo({ realName, idCardNo: normalizeIdNumber(values.idNumber) });
    if (session.user) session.setUser({ ...session.user, realName, idCardVerified: true });
    toastSuccess(t('success.saved'));
    onVerified(info);
  });

  return (
    <View className="setting-form">
      <Text className="verify__intro">{t('settings.verify.intro')}</Text>
      <TextField
        name="realName"
        label={t('settings.verify.realName')}
        value={values.realName}
        onInput={(value) => setValue('realName', value)}
        maxlength={NAME_MAX}
        placeholder={t('settings.verify.realNamePlaceholder')}
        error={message('realName')}
      />
      {/* A text box, not type="idcard": that keyboard has digits and X only, and Hong Kong and
          Taiwan numbers start with letters. */}
      <TextField
        name="idNumber"
        label={t('settings.verify.idNumber')}
        value={values.idNumber}
        onInput={(value) => setValue('idNumber', value)}
        maxlength={ID_MAX}
        placeholder={t('settings.verify.idPlaceholder')}
        error={message('idNumber')}
        hint={t('settings.verify.idHint')}
      />
      <Text className="verify__privacy">{t('settings.verify.privacy')}</Text>
      <SubmitButton loading={submitting} onClick={() => void submit()}>
        {t('common.submit')}
      </SubmitButton>
    </View>
  );
});

function VerifyPage() {
  const loggedIn = useLoginGuard();
  const current = useRequest<IdCardInfo | undefined>(
    () => (loggedIn ? getIdCardInfo() : Promise.resolve(undefined)),
    [loggedIn],
  );
  const [fresh, setFresh] = useState<IdCardInfo>();
  const info = fresh ?? current.data;

  let body;
  if (!loggedIn) body = <GuestPrompt />;
  else if (info?.verified) body = <VerifiedCard info={info} />;
  else if (info) body = <VerifyFormView onVerified={setFresh} />;
  else {
    body = (
      <ListState
        loading={current.loading}
        count={0}
        hasMore
        error={current.error ?? new Error('no answer')}
        onRetry={() => void current.reload()}
      />
    );
  }

  return (
    <Page route="verify" className="setting-page verify">
      {body}
    </Page>
  );
}

export default observer(VerifyPage);
