import { useCallback, useEffect } from 'react';
import { useDidShow } from '@tarojs/taro';
import { View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { refreshUser } from '../session-actions';
import type { UserInfo } from '@/shared/api/types';
import { InfoRow } from '@/shared/ui/info-row';
import { Page } from '@/shared/ui/page';
import { SubmitButton } from '@/shared/ui/submit-button';
import { localeName, normalizeLocale, type MessageKey } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { useStores } from '@/shared/stores/context';
import { dictLabel, regionLabel, dictStore } from '@/features/dict';
import { maskedPhoneOf } from '@/shared/lib/format';
import { navigate } from '@/shared/lib/navigation';
import './my-info.less';
import '../i18n/my';

/**
 * Account fields whose values are dictionary codes, and the dictionary that names them. A region
 * is a country's ISO code first; the area dictionary names the older Macau district codes.
 */
const DICT_OF = {
  appellation: 'appellation_type',
  memberType: 'member_type',
  region: 'area',
  timeZone: 'time_zone',
} as const;

type DictField = keyof typeof DICT_OF;

function MyInfoPage() {
  const { t } = useT();
  const { session } = useStores();
  const dict = dictStore.use();
  const user = session.isLoggedIn ? session.user : undefined;

  // A dictionary that failed is asked for again on the next show; until then the catalogue
  // names the known codes. Loaded ones are kept by the store, so a show costs nothing.
  const loadNames = useCallback(() => {
    void Promise.allSettled([
      ...Object.values(DICT_OF).map((type) => dict.loadDict(type)),
      dict.loadCountries(),
    ]);
  }, [dict]);

  useEffect(() => {
    // SPEC §6: a guest has no information to show; the Page frame sends them to login.
    if (session.isLoggedIn) loadNames();
  }, [session, loadNames]);

  useDidShow(() => {
    if (!session.isLoggedIn) return;
    loadNames();
    refreshUser(session).catch(() => undefined);
  });

  if (!user) return <Page route="myInfo" />;

  const labelOf = (field: DictField, value: string) =>
    dictLabel(DICT_OF[field], dict.dicts[DICT_OF[field]], value);
  const language = normalizeLocale(user.language);
  const rows: { key: keyof UserInfo; label: MessageKey; value: string }[] = [
    { key: 'phone', label: 'field.phone', value: maskedPhoneOf(user) },
    { key: 'name', label: 'field.name', value: user.name },
    { key: 'showName', label: 'field.username', value: user.showName },
    { key: 'appellation', label: 'field.title', value: labelOf('appellation', user.appellation) },
    {
      key: 'gender',
      label: 'field.gender',
      value: user.gender === 'male' || user.gender === 'female' ? t(`gender.${user.gender}`) : '',
    },
    { key: 'email', label: 'field.email', value: user.email },
    {
      key: 'region',
      label: 'field.region',
      value: regionLabel(user.region, dict.countryList, dict.dicts[DICT_OF.region]),
    },
    { key: 'memberType', label: 'field.memberType', value: labelOf('memberType', user.memberType) },
    { key: 'timeZone', label: 'field.timeZone', value: labelOf('timeZone', user.timeZone) },
    { key: 'language', label: 'field.language', value: language ? localeName(language) : '' },
  ];

  return (
    <Page route="myInfo">
      <View className="my-info">
        <View className="my-info__list">
          {rows.map((row) => (
            <InfoRow
              key={row.key}
              name={row.key}
              label={t(row.label)}
              value={row.value}
              placeholder={t('field.notSet')}
            />
          ))}
        </View>
        <SubmitButton onClick={() => void navigate('securityEdit')}>
          {t('my.editInfo')}
        </SubmitButton>
      </View>
    </Page>
  );
}

export default observer(MyInfoPage);
