import { useEffect } from 'react';
import Taro, { usePullDownRefresh } from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import type { NewsItem } from '@/features/news';
import { Carousel } from '@/features/content/components/carousel';
import { LanguagePicker } from '@/shared/ui/language-picker';
import { ListState } from '@/shared/ui/list-state';
import { OfflineBanner } from '@/shared/ui/offline-banner';
import { navBarLayout } from '@/shared/ui/nav-bar/layout';
import { NewsCard } from '@/features/news';
import { useShare } from '@/features/share';
import { Page } from '@/shared/ui/page';
import { pickField, t as translate } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import type { RouteName } from '@/routes';
import { useStores } from '@/shared/stores/context';
import { SWIPER_AUTOPLAY_MS } from '@/shared/lib/constants';
import { navigate, safeAppUrl } from '@/shared/lib/navigation';
import './home.less';
import { contentStore } from '../store';
import '../i18n/home';
import { FOCUSABLE } from '@/shared/ui/focusable';
import { useNextTask } from '@/shared/hooks/use-next-task';

/**
 * The programme's sections, in the order a visitor meets them at the exhibition. Each mark is a
 * drawn icon (home.less), the AR tour's its two Latin letters: no screen shows a Chinese glyph
 * as an icon, whatever its language.
 */
const ENTRIES: { route: RouteName; mark?: string }[] = [
  { route: 'activity' },
  { route: 'ar', mark: 'AR' },
  { route: 'vr' },
  { route: 'vote' },
  { route: 'rank' },
  { route: 'points' },
  { route: 'gift' },
  { route: 'achievements' },
];

function HomePage() {
  const { t } = useT();
  // A page's title, or a shorter one where the title's longest word is wider than an entry's
  // column ("Badges & achievements" broke inside "achievements" in en, issue #21).
  const entryLabel = (route: RouteName) =>
    route === 'achievements' ? t('home.achievementsEntry') : t(`page.${route}`);
  const { session } = useStores();
  const content = contentStore.use();
  const { statusBarHeight } = navBarLayout();
  const belowFold = useNextTask();

  useEffect(() => {
    void content.loadHome();
  }, [content]);

  usePullDownRefresh(() => {
    void content.loadHome().finally(() => Taro.stopPullDownRefresh());
  });

  // Issue #13: home is shared to chats and Moments with the sharer's invite.
  useShare(
    () => ({
      title: translate('app.name'),
      desc: translate('home.subtitle'),
      page: 'pages/home/index',
    }),
    'home',
  );

  // An activity (a lecture...) among the latest opens as an activity, with its date, place, map
  // and reminder, never as a story showing only its publication date (issue #21).
  const openNews = (item: NewsItem) =>
    void navigate(item.kind === 'activity' ? 'activityDetail' : 'newsDetail', {
      query: { id: item.id },
    });
  const openLink = (link?: string) => {
    const page = safeAppUrl(link);
    if (page) void navigate(page);
    else if (link && /^https:\/\//.test(link)) void navigate('webview', { query: { url: link } });
  };
  const user = session.user;

  return (
    <Page route="home" navBar={false} className="home">
      <View className="home__hero" style={{ paddingTop: `${statusBarHeight + 12}px` }}>
        <View className="home__hero-bar">
          <Text className="home__kicker">{t('home.kicker')}</Text>
          <LanguagePicker />
        </View>
        <Text className="home__title">{t('home.title')}</Text>
        <Text className="home__subtitle">{t('home.subtitle')}</Text>
        <View
          className="home__visitor"
          role="button"
          {...FOCUSABLE}
          onClick={() => void navigate(user ? 'my' : 'login')}
        >
          {user ? (
            <>
              <Text className="home__visitor-name">
                {t('home.greeting', { name: user.showName || user.name || user.phone })}
              </Text>
              <Text className="home__visitor-points">
                {t('home.points', { points: user.points })}
              </Text>
            </>
          ) : (
            <Text className="home__visitor-name">{t('home.join')}</Text>
          )}
        </View>
      </View>
      <OfflineBanner savedAt={content.homeOfflineAt} onRetry={() => void content.loadHome()} />

      {content.adList.length > 0 ? (
        <Carousel
          className="home__carousel"
          interval={SWIPER_AUTOPLAY_MS}
          slides={content.adList.map((slide) => ({
            id: slide.id,
            image: slide.image,
            label: pickField(slide, 'title'),
            link: slide.link,
          }))}
          onOpen={(slide) => openLink(slide.link)}
        />
      ) : (
        // Holds the carousel's place until home has answered, so nothing jumps when it arrives.
        !content.homeLoaded && <View className="home__carousel home__carousel--waiting" />
      )}

      <View className="home__section">
        <Text className="home__section-title">{t('home.explore')}</Text>
        <View className="home__grid">
          {ENTRIES.map((entry) => (
            <View
              key={entry.route}
              className="home__entry"
              role="link"
              {...FOCUSABLE}
              aria-label={entryLabel(entry.route)}
              onClick={() => void navigate(entry.route)}
            >
              <View className={`home__entry-mark home__entry-mark--${entry.route}`} aria-hidden>
                {entry.mark}
              </View>
              <Text className="home__entry-label">{entryLabel(entry.route)}</Text>
            </View>
          ))}
        </View>
      </View>

      {/* The latest news close the screen: drawn one task after the rest (useNextTask). */}
      {belowFold && (
        <View className="home__section">
          <View className="home__section-head">
            <Text className="home__section-title">{t('home.latestNews')}</Text>
            <Text className="home__more" onClick={() => void navigate('news')}>
              {t('home.viewAll')}
            </Text>
          </View>
          {content.noticeList.map((item) => (
            <NewsCard key={item.id} item={item} onOpen={openNews} />
          ))}
          <ListState
            loading={content.homeLoading && content.noticeList.length === 0}
            count={content.noticeList.length}
            hasMore
            error={content.noticeList.length === 0 ? content.homeError : undefined}
            onRetry={() => void content.loadHome()}
          />
        </View>
      )}
    </Page>
  );
}

export default observer(HomePage);
