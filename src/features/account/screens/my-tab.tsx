import { useCallback } from 'react';
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro';
import { Image, Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { refreshUser } from '../session-actions';
import { LanguagePicker } from '@/shared/ui/language-picker';
import { Page } from '@/shared/ui/page';
import { SubmitButton } from '@/shared/ui/submit-button';
import { useT } from '@/shared/i18n/use-t';
import { routeByName, urlOf, type RouteName } from '@/routes';
import { useStores } from '@/shared/stores/context';
import { displayNameOf, initialOf, maskedPhoneOf } from '@/shared/lib/format';
import { navigate } from '@/shared/lib/navigation';
import './my-tab.less';
import { pointsStore } from '@/features/points';
import '../i18n/my';

interface Section {
  title: 'my.sectionPoints' | 'my.sectionTakePart' | 'my.sectionAccount';
  entries: RouteName[];
}

const SECTIONS: Section[] = [
  {
    title: 'my.sectionPoints',
    entries: ['points', 'pointsRecords', 'record', 'address', 'achievements'],
  },
  { title: 'my.sectionTakePart', entries: ['collect', 'signUpRecords'] },
  { title: 'my.sectionAccount', entries: ['myInfo', 'setting'] },
];

function MyPage() {
  const { t } = useT();
  const { session } = useStores();
  const points = pointsStore.use();
  const user = session.isLoggedIn ? session.user : undefined;

  // The balance and badges change elsewhere (exchanges, missions): read them again on each show.
  const refresh = useCallback(async () => {
    if (!session.isLoggedIn) return;
    await Promise.allSettled([refreshUser(session), points.loadBadges()]);
  }, [session, points]);

  useDidShow(() => {
    void refresh();
  });

  usePullDownRefresh(() => {
    void refresh().finally(() => Taro.stopPullDownRefresh());
  });

  /** SPEC §6: a guest is sent to login first, and comes back to the entry afterwards. */
  const open = (route: RouteName) => {
    if (routeByName(route).auth && !session.isLoggedIn) {
      void navigate('login', { query: { redirect: urlOf(route) } });
      return;
    }
    void navigate(route);
  };

  const badgeCount = points.badgesList.length > 0 ? points.earnedCount : (user?.badgeCount ?? 0);

  return (
    <Page route="my" className="my">
      {user ? (
        <View className="my__card my__card--user">
          <View className="my__profile" role="link" onClick={() => open('myInfo')}>
            {user.avatar ? (
              <Image
                className="my__avatar"
                src={user.avatar}
                mode="aspectFill"
                nativeProps={{ alt: '' }}
              />
            ) : (
              <View className="my__avatar my__avatar--initial" aria-hidden>
                {initialOf(displayNameOf(user))}
              </View>
            )}
            <View className="my__who">
              <Text className="my__name">{displayNameOf(user)}</Text>
              {user.showName && user.showName !== displayNameOf(user) && (
                <Text className="my__username">@{user.showName}</Text>
              )}
              <Text className="my__phone">{maskedPhoneOf(user)}</Text>
            </View>
          </View>
          <View className="my__stats">
            <View className="my__stat" role="link" onClick={() => open('points')}>
              <Text className="my__stat-value my__points">{user.points}</Text>
              <Text className="my__stat-label">{t('my.points')}</Text>
            </View>
            <View className="my__stat" role="link" onClick={() => open('achievements')}>
              <Text className="my__stat-value my__badges">{badgeCount}</Text>
              <Text className="my__stat-label">{t('my.badges')}</Text>
            </View>
          </View>
        </View>
      ) : (
        <View className="my__card my__card--guest">
          <Text className="my__guest-title">{t('my.guestTitle')}</Text>
          <Text className="my__guest-text">{t('message.loginFirst')}</Text>
          <View className="my__guest-actions">
            <View className="my__guest-action">
              <SubmitButton onClick={() => void navigate('login')}>{t('page.login')}</SubmitButton>
            </View>
            <View className="my__guest-action">
              <SubmitButton variant="plain" onClick={() => void navigate('register')}>
                {t('page.register')}
              </SubmitButton>
            </View>
          </View>
        </View>
      )}

      {SECTIONS.map((section) => (
        <View key={section.title} className="my__section">
          <Text className="my__section-title">{t(section.title)}</Text>
          <View className="my__rows">
            {section.entries.map((route) => (
              <View
                key={route}
                className={`my__row my__row--${route}`}
                role="link"
                onClick={() => open(route)}
              >
                <Text className="my__row-label">{t(`page.${route}`)}</Text>
                <View className="my__chevron" />
              </View>
            ))}
            {section.title === 'my.sectionAccount' && <LanguagePicker variant="row" />}
          </View>
        </View>
      ))}
    </Page>
  );
}

export default observer(MyPage);
