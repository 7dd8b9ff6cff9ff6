import { Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { deleteFootprints, getJobCollectPage } from '@/features/account/api';
import { cancelAttention } from '@/features/exhibition-layer';
import type { Id, IsoDateTime, Paged, PageQuery } from '@/shared/api/types';
import { confirmAction, toastSuccess } from '@/shared/ui/feedback';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { PagedListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { useOwnPagedList } from '@/shared/hooks/use-own-paged-list';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useSubmit } from '@/shared/hooks/use-submit';
import { pickField } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { navigate } from '@/shared/lib/navigation';
import { formatDate } from '@/shared/lib/time';
import { Picture } from '@/shared/ui/picture';
import './settings-common.less';
import './favourites.less';
import '@/features/account/i18n/settings';
import '@/shared/i18n/forms';

/**
 * A favourite as /jobCollect/page answers it (server/API.md "Favourites"): a story or activity
 * kept (removed by its footprint id) or an exhibit followed (removed by unfollowing it), with its
 * name in the four languages.
 */
interface Favourite {
  id: Id;
  type: 'exhibit' | 'news' | 'activity';
  targetId?: Id;
  exhibitId?: Id;
  name: string;
  nameZht?: string;
  nameZhs?: string;
  namePt?: string;
  nameEn?: string;
  cover?: string;
  createdAt: IsoDateTime;
}

const nameOf = (item: Favourite): string => pickField(item, 'name');
const keyOf = (item: Favourite) => `${item.type}-${item.id}`;

/** A story opens its page; an exhibit has none in this app. */
function openFavourite(item: Favourite): void {
  const id = item.targetId;
  if (id === undefined) return;
  if (item.type === 'news') void navigate('newsDetail', { query: { id } });
  if (item.type === 'activity') void navigate('activityDetail', { query: { id } });
}

function CollectPage() {
  const { t } = useT();
  const loggedIn = useLoginGuard();
  // Follows change on other screens; also loads the list after a guest comes back logged in.
  const list = useOwnPagedList<Favourite>(
    (query: Required<PageQuery>) =>
      getJobCollectPage(query) as Promise<Paged<unknown>> as Promise<Paged<Favourite>>,
  );

  const { submit: remove } = useSubmit(async (item: Favourite) => {
    const confirmed = await confirmAction({
      content: t('settings.collect.confirmRemove', { name: nameOf(item) }),
      confirmText: t('settings.collect.remove'),
      danger: true,
    });
    if (!confirmed) return;
    // Unfollowing the exhibit, or deleting the story's footprint, takes it off (server/API.md).
    if (item.type === 'exhibit') await cancelAttention(item.exhibitId ?? item.targetId ?? item.id);
    else await deleteFootprints([item.id]);
    list.remove((each) => keyOf(each) === keyOf(item));
    toastSuccess(t('success.operation'));
  });

  return (
    <Page route="collect" className="setting-page collect">
      {loggedIn ? (
        <>
          <View className="collect__list">
            {list.items.map((item) => (
              <View
                key={keyOf(item)}
                className="collect-card"
                role="group"
                aria-label={nameOf(item)}
              >
                {item.cover ? (
                  <Picture className="collect-card__cover" src={item.cover} />
                ) : (
                  <View className="collect-card__cover collect-card__cover--empty" />
                )}
                <View className="collect-card__body">
                  {item.type === 'exhibit' ? (
                    <Text className="collect-card__name" numberOfLines={2}>
                      {nameOf(item)}
                    </Text>
                  ) : (
                    <View
                      className="collect-card__name"
                      role="link"
                      onClick={() => openFavourite(item)}
                    >
                      {nameOf(item)}
                    </View>
                  )}
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
          <PagedListState list={list} emptyText={t('settings.collect.empty')} />
        </>
      ) : (
        <GuestPrompt />
      )}
    </Page>
  );
}

export default observer(CollectPage);
