import { useEffect, useRef, useState } from 'react';
import Taro, { useDidShow } from '@tarojs/taro';
import { Image, Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { isSinglePageMode, rememberInviter, useShare } from '@/features/share';
import { ApiError } from '@/shared/api/errors';
import type { Id } from '@/shared/api/types';
import { pickField, t as translate } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { useRequest } from '@/shared/hooks/use-request';
import { routeId, useRouteParams } from '@/shared/hooks/use-route-params';
import { navigate } from '@/shared/lib/navigation';
import { useStores } from '@/shared/stores/context';
import { ListState } from '@/shared/ui/list-state';
import { Button } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';
import { countVotePlayerShare, findVotePlayer, getVotePlayer, getVotePlayerShare } from '../api';
import { picturesOf, voteButtonState } from '../contest-state';
import { InvitePoster } from '../components/invite-poster';
import { ShareButton } from '../components/share-button';
import { VoteButton } from '../components/vote-button';
import { useVote } from '../hooks/use-vote';
import { takePendingVote } from '../pending-vote';
import { contestStore } from '../store';
import './work-detail.less';
import '../i18n/vote';
import '../i18n/work';

function WorkDetailPage() {
  const { t } = useT();
  const { session } = useStores();
  const contest = contestStore.use();
  const params = useRouteParams();
  // 0 when the link has no usable id: the server answers it as not found, like any wrong id.
  const id = routeId(params.id) ?? 0;
  // The account the work was read for: whose work it is (`mine`) and today's vote are its.
  const readFor = useRef<Id>();
  // Opened from Moments: no login, so no vote; the work is shown with the way to the full app.
  const [singlePage] = useState(isSinglePageMode);
  const { vote, voting } = useVote();
  const {
    data: work,
    error,
    loading,
    reload,
  } = useRequest(() => {
    readFor.current = session.user?.id;
    return singlePage ? findVotePlayer(id) : getVotePlayer(id);
  }, [id, singlePage]);
  const [votedNow, setVotedNow] = useState(false);

  useEffect(() => {
    rememberInviter(params);
    if (!singlePage) void contest.loadInfo();
  }, [contest, params, singlePage]);

  const castVote = async () => {
    const record = await vote(id);
    if (record) {
      setVotedNow(true);
      void reload();
    }
  };

  // Back from login with the vote a guest asked for: it is cast now, on this work.
  useDidShow(() => {
    // Shown again under another account (logged in or out meanwhile): the work is read again.
    if (!loading && readFor.current !== session.user?.id) void reload();
    if (singlePage || !session.isLoggedIn) return;
    const pending = takePendingVote();
    if (pending === id) void castVote();
  });

  // Read when the visitor shares: the title is in the language of that moment.
  const { share } = useShare(
    () =>
      work && {
        title: translate('work.shareTitle', { slogan: work.slogan }),
        desc: pickField(work, 'title'),
        page: 'pages/vote/detail',
        query: { id: work.id },
        imageUrl: work.shareImage,
      },
    work?.id,
    { onShared: () => void countVotePlayerShare(id).catch(() => undefined) },
  );

  // The invitation poster: open (image undefined while the server draws it) or closed.
  const [poster, setPoster] = useState<{ image?: string }>();
  const invite = async () => {
    setPoster({});
    try {
      const { image } = await getVotePlayerShare({ id });
      setPoster((open) => open && { image });
    } catch {
      // Shown by the request layer; the page stays as it is.
      setPoster(undefined);
    }
  };

  const notFound = error instanceof ApiError && error.code === 404;
  const pictures = work ? picturesOf(work) : [];
  const shown = work && votedNow ? { ...work, voted: true } : work;
  // A list or an older answer without a status is a public, approved work.
  const approved = !shown?.status || shown.status === 'approved';

  return (
    <Page route="voteDetail" className="work-detail">
      {singlePage && (
        <View className="work-detail__moments" role="note">
          <Text className="work-detail__moments-title">{t('work.singlePage')}</Text>
          <Text>{t('work.openFull')}</Text>
        </View>
      )}
      {shown ? (
        <View className="work-detail__body">
          <View className="work-detail__meta">
            <Text>{t('vote.number', { id: shown.id })}</Text>
            {shown.rank !== undefined && <Text>{t('work.rankOf', { rank: shown.rank })}</Text>}
          </View>
          <View className="work-detail__slogan" role="heading" aria-level={1}>
            {shown.slogan}
          </View>
          {pickField(shown, 'title') && (
            <Text className="work-detail__title">{pickField(shown, 'title')}</Text>
          )}
          <Text className="work-detail__author">
            {t('vote.author', { name: shown.authorName })}
          </Text>
          {pictures.length > 0 && (
            <View className="work-detail__album" role="list" aria-label={t('work.previewHint')}>
              {pictures.map((url, index) => (
                <View
                  key={url}
                  className="work-detail__picture"
                  role="listitem"
                  aria-label={t('work.picture', { index: index + 1 })}
                  onClick={() => void Taro.previewImage({ current: url, urls: pictures })}
                >
                  <Image
                    className="work-detail__image"
                    src={url}
                    mode="aspectFill"
                    nativeProps={{ alt: '' }}
                  />
                </View>
              ))}
            </View>
          )}
          <View className="work-detail__votes">
            <Text className="work-detail__count">{t('vote.votes', { count: shown.votes })}</Text>
            {!singlePage && approved && (
              <VoteButton
                state={voteButtonState(contest.info, shown)}
                busy={voting === shown.id}
                onVote={() => void castVote()}
              />
            )}
          </View>
          {!singlePage && shown.mine && approved && (
            <Text className="work-detail__own">{t('work.ownHint')}</Text>
          )}
          {/* Issue #21: a work not yet approved cannot be voted for, shared or opened by a friend
              (their invite said "not found"): it says so instead. */}
          {!approved && (
            <View className="work-detail__own" role="status">
              {shown.status === 'rejected' ? t('work.notApproved') : t('work.underReview')}
            </View>
          )}
          {!singlePage && approved && (
            <View className="work-detail__actions">
              <ShareButton className="work-detail__share" onClick={() => void share()}>
                {t('work.share')}
              </ShareButton>
              <Button
                className="work-detail__invite"
                disabled={false}
                onClick={() => void invite()}
              >
                {t('work.invite')}
              </Button>
              <Text className="work-detail__hint">{t('work.inviteHint')}</Text>
              <Button
                className="work-detail__rank"
                size="mini"
                disabled={false}
                onClick={() => void navigate('rank')}
              >
                {t('work.fullRank')}
              </Button>
            </View>
          )}
        </View>
      ) : notFound || (singlePage && !loading) ? (
        <View className="work-detail__missing" role="status">
          <Text>{t('work.notFound')}</Text>
          {!singlePage && (
            <Button
              className="work-detail__back"
              size="mini"
              disabled={false}
              onClick={() => void navigate('vote')}
            >
              {t('page.vote')}
            </Button>
          )}
        </View>
      ) : (
        <ListState
          loading={loading}
          count={0}
          hasMore={false}
          error={error}
          onRetry={() => void reload()}
        />
      )}
      {poster && <InvitePoster image={poster.image} onClose={() => setPoster(undefined)} />}
    </Page>
  );
}

export default observer(WorkDetailPage);
