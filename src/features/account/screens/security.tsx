import { useCallback, useEffect, useState } from 'react';
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro';
import { Image, Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { updateCusUser } from '@/features/account/api';
import { refreshUser } from '../session-actions';
import { uploadFile } from '@/shared/api/upload';
import { pickPictures } from '@/shared/lib/picture-types';
import { toastSuccess } from '@/shared/ui/feedback';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { InfoRow, type InfoRowProps } from '@/shared/ui/info-row';
import { Page } from '@/shared/ui/page';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { localeName, normalizeLocale } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import type { RouteName } from '@/routes';
import { useStores } from '@/shared/stores/context';
import { dictLabel, regionLabel, dictStore } from '@/features/dict';
import { initialOf, maskEmail, maskedPhoneOf } from '@/shared/lib/format';
import { navigate, type Query } from '@/shared/lib/navigation';
import { asProfileUser, timeZoneLabel } from '@/features/account/profile';
import { ReloadStatus, type ReloadState } from '@/features/account/components/reload-status';
import './security.less';
import '@/features/account/i18n/profile';
import '@/shared/i18n/forms';
import '../i18n/my';

/** The dictionaries that name the stored codes. */
const DICTS = ['appellation_type', 'member_type', 'area'] as const;

type AvatarState =
  | { phase: 'idle' }
  | { phase: 'uploading' }
  /** The text of SPEC §8 ("file error, re-upload") or the upload failure, under the picture. */
  | { phase: 'failed'; message: string };

function SecurityPage() {
  const { t } = useT();
  const { session } = useStores();
  const dict = dictStore.use();
  const loggedIn = useLoginGuard();
  const [load, setLoad] = useState<ReloadState>({ loading: false });
  const [avatar, setAvatar] = useState<AvatarState>({ phase: 'idle' });

  // A dictionary that failed is asked for again on the next show (loaded ones are kept by the
  // store); until then the catalogue names the known codes.
  const loadNames = useCallback(() => {
    if (!session.isLoggedIn) return;
    void Promise.allSettled([...DICTS.map((type) => dict.loadDict(type)), dict.loadCountries()]);
  }, [session, dict]);

  useEffect(() => {
    if (loggedIn) loadNames();
  }, [loggedIn, loadNames]);

  // What the visitor changed on the edit pages, or elsewhere, is read again on every show.
  const refresh = useCallback(async () => {
    if (!session.isLoggedIn) return;
    setLoad({ loading: true });
    try {
      await refreshUser(session);
      setLoad({ loading: false });
    } catch (error) {
      setLoad({ loading: false, error });
    }
  }, [session]);

  useDidShow(() => {
    loadNames();
    void refresh();
  });

  usePullDownRefresh(() => {
    void refresh().finally(() => Taro.stopPullDownRefresh());
  });

  const changeAvatar = async () => {
    if (avatar.phase === 'uploading') return;
    const [path] = await pickPictures(1);
    if (!path) return;
    setAvatar({ phase: 'uploading' });
    let url: string;
    try {
      const outcome = await uploadFile(path);
      if (outcome.failed) {
        setAvatar({ phase: 'failed', message: outcome.name });
        return;
      }
      url = outcome.url;
    } catch {
      // The upload wrapper has shown the toast; the row says so until another try.
      setAvatar({ phase: 'failed', message: t('error.uploadFailed') });
      return;
    }
    try {
      const updated = await updateCusUser({ avatar: url });
      if (session.isLoggedIn) session.setUser(updated);
      setAvatar({ phase: 'idle' });
      toastSuccess(t('success.saved'));
    } catch {
      // Shown by the request layer; the old picture stays.
      setAvatar({ phase: 'idle' });
    }
  };

  const user = loggedIn && session.user ? asProfileUser(session.user) : undefined;
  if (!user) {
    return (
      <Page route="security">
        <GuestPrompt />
      </Page>
    );
  }

  const open = (route: RouteName, query?: Query) => () => void navigate(route, { query });
  const language = normalizeLocale(user.language);
  const gender =
    user.gender === 'male' || user.gender === 'female' ? t(`gender.${user.gender}`) : '';
  const notSet = t('field.notSet');
  const edit = open('securityEdit');
  const basicRows: (InfoRowProps & { name: string })[] = [
    {
      name: 'phone',
      label: t('field.phone'),
      value: maskedPhoneOf(user),
      onClick: open('securityResetPME', { type: 'mobile' }),
    },
    { name: 'name', label: t('field.name'), value: user.name, onClick: edit },
    { name: 'username', label: t('field.username'), value: user.showName, onClick: edit },
    {
      name: 'title',
      label: t('field.title'),
      value: dictLabel('appellation_type', dict.dicts.appellation_type, user.appellation),
      onClick: edit,
    },
    { name: 'gender', label: t('field.gender'), value: gender, onClick: edit },
    {
      name: 'email',
      label: t('field.email'),
      value: maskEmail(user.email),
      // A bound address changes only with a code sent to the new one (account security).
      onClick: user.email ? open('securityResetPME', { type: 'email' }) : edit,
    },
    {
      name: 'region',
      label: t('field.region'),
      value: regionLabel(user.region, dict.countryList, dict.dicts.area),
      onClick: edit,
    },
    {
      name: 'memberType',
      label: t('field.memberType'),
      value: dictLabel('member_type', dict.dicts.member_type, user.memberType),
    },
    {
      name: 'timeZone',
      label: t('field.timeZone'),
      value: timeZoneLabel(user.timeZone, t),
      onClick: edit,
    },
    {
      name: 'language',
      label: t('field.language'),
      value: language ? localeName(language) : '',
      onClick: edit,
    },
  ];

  return (
    <Page route="security">
      <View className="security">
        <ReloadStatus state={load} onRetry={() => void refresh()} />

        <Text className="security__section">{t('profile.sectionBasic')}</Text>
        <View className="security__card">
          <InfoRow name="avatar" label={t('profile.avatar')} onClick={() => void changeAvatar()}>
            <View className="security__avatar-box">
              {avatar.phase === 'uploading' && (
                <Text className="security__avatar-note">{t('profile.avatarUploading')}</Text>
              )}
              {avatar.phase === 'failed' && (
                <View className="security__avatar-note security__avatar-note--error" role="alert">
                  {avatar.message}
                </View>
              )}
              {user.avatar ? (
                <Image
                  className="security__avatar"
                  src={user.avatar}
                  mode="aspectFill"
                  aria-label={t('profile.changeAvatar')}
                  nativeProps={{ alt: t('profile.changeAvatar') }}
                />
              ) : (
                <View className="security__avatar security__avatar--initial" aria-hidden>
                  {initialOf(user.name || user.showName || '')}
                </View>
              )}
            </View>
          </InfoRow>
          {basicRows.map((row) => (
            <InfoRow key={row.name} placeholder={notSet} {...row} />
          ))}
        </View>

        <Text className="security__section">{t('profile.sectionAccount')}</Text>
        <View className="security__card">
          <InfoRow
            name="company"
            label={t('profile.company')}
            value={user.companyName}
            placeholder={notSet}
            onClick={open('securityEditCompany')}
          />
          <InfoRow
            name="accountSecurity"
            label={t('profile.accountSecurity')}
            onClick={open('securityResetPME')}
          />
          <InfoRow
            name="deleteAccount"
            label={t('profile.deleteAccount')}
            danger
            onClick={open('securityCancellation')}
          />
        </View>
      </View>
    </Page>
  );
}

export default observer(SecurityPage);
