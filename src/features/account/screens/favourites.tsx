import { useDidShow } from '@tarojs/taro';
import { Image, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { getJobCollectPage } from '@/features/account/api';
import { cancelAttention } from '@/features/exhibition-layer';
import type { Id, IsoDateTime, Paged, PageQuery } from '@/shared/api/types';
import { confirmAction, toastSuccess } from '@/shared/ui/feedback';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { ListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { usePagedList } from '@/shared/hooks/use-paged-list';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useSubmit } from '@/shared/hooks/use-submit';
import type { Locale } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { useStores } from '@/shared/stores/context';
import { formatDate } from '@/shared/lib/time';
import './settings-common.less';
import './favourites.less';
import '@/features/account/i18n/settings';
import '@/shared/i18n/forms';

/**
 * A favourite as /jobCollect/page answers it (server/API.md): an exhibit the visitor follows.
 * Its name comes in Chinese and English only.
 */
interface Favourite {
  id: Id;
  type: 'exhibit';
  exhibitId: Id;
  name: string;
  nameEn?: string;
  cover?: string;
  createdAt: IsoDateTime;
}

function nameOf(item: Favourite, locale: Locale): string {
  const chinese = locale === 'zh-Hant' || locale === 'zh-Hans';
  return (chinese ? item.name : item.nameEn) || item.name;
}

function CollectPage() {
  const { t, locale } = useT();
  const { session } = useStores();
  const loggedIn = useLoginGuard();
  const list = usePagedList<Favourite>((query: Required<PageQuery>) =>
    session.isLoggedIn
      ? (getJobCollectPage(query) as Promise<Paged<unknown>> as Promise<Paged<Favourite>>)
      : Promise.resolve({ list: [], total: 0, pageNo: 1, pageSize: query.pageSize }),
  );

  // Follows change on other screens; also loads the list after a guest comes back logged in.
  useDidShow(() => {
    if (session.isLoggedIn && !list.loading) void list.refresh();
  });

  const { submit: remove } = useSubmit(async (item: Favourite) => {
    const confirmed = await confirmAction({
      content: t('settings.collect.confirmRemove', { name: nameOf(item, locale) }),
      confirmText: t('settings.collect.remove'),
      danger: true,
    });
    if (!confirmed) return;
    // Unfollowing the exhibit is what takes it off this list (server/API.md).
    await cancelAttention(item.exhibitId);
    list.remove((each) => each.id === item.id);
    toastSuccess(t('success.operation'));
  });

  return (
    <Page route="collect" className="setting-page collect">
      {loggedIn ? (
        <>
          <View className="collect__list">
            {list.items.map((item) => (
              <View
                key={item.id}
                className="collect-card"
                role="group"
                aria-label={nameOf(item, locale)}
              >
                {item.cover ? (
                  <Image
                    className="collect-card__cover"
                    src={item.cover}
                    mode="aspectFill"
                    lazyLoad
                  />
                ) : (
                  <View className="collect-card__cover collect-card__cover--empty" />
                )}
                <View className="collect-card__body">
                  <Text className="collect-card__name" numberOfLines={2}>
                    {nameOf(item, locale)}
                  </Text>
                  <Text className="collect-card__date">
                    {t('settings.collect.followedOn', { date: formatDate(item.createdAt) })}
                  </Text>
                </View>
                <View
                  className="collect-card__remove"
                  role="button"
                  aria-label={t('settings.collect.remove')}
                  onClick={() => void remove(item)}
                >
                  {t('settings.collect.remove')}
                </View>
              </View>
            ))}
          </View>
          <ListState
            loading={list.loading && !list.refreshing}
            count={list.items.length}
            hasMore={list.hasMore}
            error={list.error}
            emptyText={t('settings.collect.empty')}
            onRetry={() => void list.retry()}
          />
        </>
      ) : (
        <GuestPrompt />
      )}
    </Page>
  );
}

export default observer(CollectPage);
