import { useEffect, useState } from 'react';
import { ScrollView, Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { getExhibitPage, type Exhibit } from '@/features/exhibition-layer';
import { completeFixedMission } from '@/features/points';
import { ExhibitSheet } from '../components/exhibit-sheet';
import { Quiz } from '../components/quiz';
import { exhibitText } from '../exhibit-name';
import { useRequest } from '@/shared/hooks/use-request';
import { useT } from '@/shared/i18n/use-t';
import { navigate } from '@/shared/lib/navigation';
import { useStores } from '@/shared/stores/context';
import { ListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { Picture } from '@/shared/ui/picture';
import '../i18n';
import './exhibition.less';
import { FOCUSABLE } from '@/shared/ui/focusable';

const GALLERY_SIZE = 8;

/**
 * The interactive exhibition (SPEC §2 /pages/vr/vr): a gallery of the exhibits on display and
 * the prize quiz. Opening it completes the fixed mission of the day (SPEC §7
 * /grow/mission/complete/{id}); the server pays it once per period.
 */
function ExhibitionPage() {
  const { t, locale } = useT();
  const { session } = useStores();
  const gallery = useRequest(() => getExhibitPage({ pageNo: 1, pageSize: GALLERY_SIZE }), []);
  // Issue #21: a tapped exhibit opens, with its picture, name and whole description.
  const [opened, setOpened] = useState<Exhibit>();

  useEffect(() => {
    if (session.isLoggedIn) completeFixedMission().catch(() => undefined);
  }, [session.isLoggedIn]);

  const exhibits = gallery.data?.list ?? [];
  return (
    <Page route="vr" className="exhibition">
      <View className="exhibition__section" role="region" aria-label={t('exhibition.galleryTitle')}>
        <View className="exhibition__head">
          <Text className="exhibition__title">{t('exhibition.galleryTitle')}</Text>
          <View className="exhibition__link" role="link" onClick={() => void navigate('vrRule')}>
            {t('page.vrRule')}
          </View>
        </View>
        {exhibits.length > 0 ? (
          <ScrollView
            scrollX
            className="exhibition__gallery"
            enhanced
            showScrollbar={false}
            {...FOCUSABLE}
          >
            <View className="exhibition__row" role="list">
              {exhibits.map((item) => {
                const name = exhibitText(item, 'name', locale);
                return (
                  <View key={item.id} className="exhibit" role="listitem">
                    <View
                      className="exhibit__open"
                      role="button"
                      aria-label={t('exhibition.open', { name })}
                      onClick={() => setOpened(item)}
                    >
                      {item.cover && (
                        <Picture className="exhibit__cover" src={item.cover} alt={name} />
                      )}
                      <Text className="exhibit__name">{name}</Text>
                      <Text className="exhibit__intro">{exhibitText(item, 'intro', locale)}</Text>
                    </View>
                  </View>
                );
              })}
            </View>
          </ScrollView>
        ) : (
          <ListState
            loading={gallery.loading}
            count={0}
            hasMore={false}
            error={gallery.error}
            emptyText={t('exhibition.galleryEmpty')}
            onRetry={() => void gallery.reload()}
          />
        )}
      </View>
      <Quiz />
      {opened && <ExhibitSheet exhibit={opened} onClose={() => setOpened(undefined)} />}
    </Page>
  );
}

export default observer(ExhibitionPage);
