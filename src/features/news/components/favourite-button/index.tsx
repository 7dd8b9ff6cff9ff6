import { useEffect, useState } from 'react';
import { View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { dropFavourite, keepStory } from '../../favourite-api';
import type { Id } from '@/shared/api/types';
import { useSubmit } from '@/shared/hooks/use-submit';
import { useT } from '@/shared/i18n/use-t';
import { currentFullPath, navigate } from '@/shared/lib/navigation';
import { useStores } from '@/shared/stores/context';
import { confirmAction, toastSuccess } from '@/shared/ui/feedback';
import { keepPendingFavourite, takePendingFavourite } from '../../pending-favourite';
import '../../i18n/news';
import './index.less';

export interface FavouriteButtonProps {
  storyId: Id;
  /** The visitor's favourite on this story, as the story's detail told it (signed in only). */
  favouriteId?: Id;
}

/**
 * Adds the story to the favourites or takes it off (SPEC §2 news detail; the list is
 * /pages-my/collect). A guest is sent to login first (SPEC §6) and comes back here.
 */
function FavouriteButtonView({ storyId, favouriteId }: FavouriteButtonProps) {
  const { t } = useT();
  const { session } = useStores();
  const [kept, setKept] = useState<Id | undefined>(favouriteId);
  useEffect(() => setKept(favouriteId), [storyId, favouriteId]);

  const keep = async () => {
    const { id } = await keepStory(storyId);
    setKept(id);
    toastSuccess(t('news.favouriteAdded'));
  };

  // Back from the login a guest's tap led to: the story is favourited as they asked (issue #21).
  const loggedIn = session.isLoggedIn;
  useEffect(() => {
    if (!loggedIn || !takePendingFavourite(storyId)) return;
    if (favouriteId === undefined) keep().catch(() => undefined);
    // Once per arrival; keep() is this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, storyId]);

  const { submitting, submit } = useSubmit(async () => {
    if (!session.isLoggedIn) {
      // Said why, then login, and back here where the favourite is kept (issue #21).
      keepPendingFavourite(storyId);
      const go = await confirmAction({
        content: t('news.loginToFavourite'),
        confirmText: t('page.login'),
      });
      if (go) await navigate('login', { query: { redirect: currentFullPath() } });
      return;
    }
    if (kept === undefined) {
      await keep();
    } else {
      await dropFavourite(kept);
      setKept(undefined);
      toastSuccess(t('news.favouriteRemoved'));
    }
  });

  const on = kept !== undefined;
  return (
    <View
      className={`favourite-button ${on ? 'favourite-button--on' : ''}`}
      role="button"
      aria-pressed={on}
      aria-disabled={submitting}
      onClick={() => void submit()}
    >
      {on ? t('news.unfavourite') : t('news.favourite')}
    </View>
  );
}

export const FavouriteButton = observer(FavouriteButtonView);
