import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { getBoothPage } from '../api/booths';
import { getExhibitCategories, getExhibitPage } from '../api/exhibits';
import type { Id } from '@/shared/api/types';
import { useRequest } from '@/shared/hooks/use-request';
import { pickField, type Locale } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { ListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { Picture } from '@/shared/ui/picture';
import '../i18n';
import './old-index.less';

type Named = Record<string, unknown>;

/**
 * A name of the older layer in the reader's language (issue #21: the seed carries all four of
 * SPEC §1); a missing one falls back to zh-Hant, never to English.
 */
function nameIn(item: Named, locale: Locale, field = 'name'): string {
  return pickField(item, field, locale);
}

/**
 * The old index (SPEC §2 /pages/oldIndex/oldIndex): the exhibit categories, the exhibits of the
 * chosen one and the booths, through the exhibition-layer calls (SPEC §7 Exhibition layer).
 */
function OldIndexPage() {
  const { t, locale } = useT();
  const [categoryId, setCategoryId] = useState<Id>();
  const categories = useRequest(() => getExhibitCategories(), []);
  const exhibits = useRequest(
    () => getExhibitPage({ pageNo: 1, pageSize: 20, categoryId }),
    [categoryId],
  );
  const booths = useRequest(() => getBoothPage({ pageNo: 1, pageSize: 20 }), []);
  const tabs = [
    { id: undefined as Id | undefined, label: t('layer.all') },
    ...(categories.data ?? []).map((category) => ({
      id: category.id,
      label: nameIn(category, locale),
    })),
  ];
  const exhibitList = exhibits.data?.list ?? [];
  const boothList = booths.data?.list ?? [];

  return (
    <Page route="oldIndex" className="old-index">
      <View className="old-index__tabs" role="tablist" aria-label={t('layer.categories')}>
        {tabs.map((tab) => (
          <View
            key={String(tab.id ?? 'all')}
            className={`old-index__tab ${tab.id === categoryId ? 'old-index__tab--on' : ''}`}
            role="tab"
            aria-selected={tab.id === categoryId}
            onClick={() => setCategoryId(tab.id)}
          >
            {tab.label}
          </View>
        ))}
      </View>
      {categories.error !== undefined && (
        <ListState
          loading={false}
          count={0}
          hasMore={false}
          error={categories.error}
          onRetry={() => void categories.reload()}
        />
      )}

      <View className="old-index__section" role="region" aria-label={t('layer.exhibits')}>
        <Text className="old-index__title">{t('layer.exhibits')}</Text>
        <View className="old-index__grid" role="list">
          {exhibitList.map((item) => (
            <View key={item.id} className="old-index__exhibit" role="listitem">
              {item.cover && <Picture className="old-index__cover" src={String(item.cover)} />}
              <Text className="old-index__name">{nameIn(item, locale)}</Text>
              {item.era ? <Text className="old-index__meta">{String(item.era)}</Text> : null}
            </View>
          ))}
        </View>
        <ListState
          loading={exhibits.loading}
          count={exhibitList.length}
          hasMore
          error={exhibits.error}
          emptyText={t('layer.exhibitsEmpty')}
          onRetry={() => void exhibits.reload()}
        />
      </View>

      <View className="old-index__section" role="region" aria-label={t('layer.booths')}>
        <Text className="old-index__title">{t('layer.booths')}</Text>
        <View role="list">
          {boothList.map((booth) => (
            <View key={booth.id} className="old-index__booth" role="listitem">
              <Text className="old-index__name">{nameIn(booth, locale)}</Text>
              <Text className="old-index__meta">
                {t('layer.booth', { code: String(booth.code ?? '') })}
                {booth.hall ? ` · ${nameIn(booth, locale, 'hall')}` : ''}
              </Text>
            </View>
          ))}
        </View>
        <ListState
          loading={booths.loading}
          count={boothList.length}
          hasMore
          error={booths.error}
          emptyText={t('layer.boothsEmpty')}
          onRetry={() => void booths.reload()}
        />
      </View>
    </Page>
  );
}

export default observer(OldIndexPage);
