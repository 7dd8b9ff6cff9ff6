import { useEffect, useRef, useState } from 'react';
import { useDidShow } from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { SearchInput } from '@/shared/ui/search-input';
import { Button } from '@/shared/ui/button';
import { observer } from '@/shared/stores/observer';
import { useShare } from '@/features/share';
import type { RouteName } from '@/routes';
import { pickField, t as translate } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { useFirstItems } from '@/shared/hooks/use-next-task';
import { usePagedList } from '@/shared/hooks/use-paged-list';
import { navigate } from '@/shared/lib/navigation';
import { useStores } from '@/shared/stores/context';
import { PagedListState } from '@/shared/ui/list-state';
import { OfflineBanner } from '@/shared/ui/offline-banner';
import { Page } from '@/shared/ui/page';
import { afterFirstScreen } from '@/shared/lib/launch-screen';
import { findVotePlayer, getVotePlayerPage, recordVoteVisit } from '../api';
import { ContestStatus } from '../components/contest-status';
import { WorkCard } from '../components/work-card';
import { voteButtonState, workNumberOf } from '../contest-state';
import { useVote } from '../hooks/use-vote';
import { takePendingVote } from '../pending-vote';
import { contestStore } from '../store';
import type { Id } from '@/shared/api/types';
import type { VotePlayer } from '../types';
import './contest.less';
import '../i18n/vote';

// Each link is named by the title of the page it opens, so the two never differ.
const LINKS: readonly RouteName[] = ['rank', 'signUp', 'signUpRecords', 'voteRules'];

/** The works on a phone's first screen: their covers load at once (the first is its largest
 * picture), and they are drawn first, the others three by three in the next tasks. */
const FIRST_SCREEN_WORKS = 3;

function ContestPage() {
  const { t } = useT();
  const { session } = useStores();
  const contest = contestStore.use();
  const { vote, voting } = useVote();
  const [groupId, setGroupId] = useState<Id>();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const filter = useRef({ groupId, keyword });
  filter.current = { groupId, keyword };
  // The account the works were read for: their `mine` and `voted` are that account's.
  const readFor = useRef<Id>();

  const list = usePagedList<VotePlayer>(async (query) => {
    readFor.current = session.user?.id;
    await contest.loadGroups().catch(() => undefined);
    const group = filter.current.groupId ?? contest.groups[0]?.id;
    const search = filter.current.keyword;
    const number = query.pageNo === 1 ? workNumberOf(search) : undefined;
    const [page, found] = await Promise.all([
      getVotePlayerPage({ ...query, groupId: group, keyword: search || undefined }),
      number === undefined ? undefined : findVotePlayer(number).catch(() => undefined),
    ]);
    if (!found || found.status !== 'approved' || page.list.some((w) => w.id === found.id)) {
      return page;
    }
    return { ...page, list: [found, ...page.list], total: page.total + 1 };
  });

  // A shared link's inviter is kept by useShare below, as on every shareable page.
  useEffect(() => {
    void contest.loadInfo();
  }, [contest]);

  const castVote = async (playerId: number, current?: VotePlayer) => {
    // A vote that went through is in the contest store (it shows on every card of it).
    const record = await vote(playerId);
    if (!record && current === undefined) void list.refresh();
  };

  useDidShow(() => {
    // Counted one task later, and on H5's first screen once it is shown: not part of the work
    // that draws the page (issues #14, #32).
    afterFirstScreen(() => void recordVoteVisit());
    if (!list.loading && list.loaded) void contest.loadInfo();
    // Back from logging in (or out): the works are read again, so one's own say so.
    if (!list.loading && list.loaded && readFor.current !== session.user?.id) {
      void list.refresh();
    }
    if (session.isLoggedIn) {
      const pending = takePendingVote();
      if (pending !== undefined) void castVote(pending);
    }
  });

  useShare(
    () => ({
      title: translate('vote.shareContest'),
      desc: pickField(contest.info, 'name'),
      page: 'pages/vote/vote',
    }),
    contest.info?.id,
  );

  const chooseGroup = (id: Id) => {
    if (id === (groupId ?? contest.groups[0]?.id)) return;
    setGroupId(id);
    filter.current = { ...filter.current, groupId: id };
    void list.refresh();
  };

  const search = () => {
    const next = typed.trim();
    setKeyword(next);
    filter.current = { ...filter.current, keyword: next };
    void list.refresh();
  };

  const shownGroup = groupId ?? contest.groups[0]?.id;
  // The works below the first screen are drawn one task after the first ones (issue #14).
  const shownWorks = useFirstItems(list.items.length, FIRST_SCREEN_WORKS);
  const info = contest.info;

  return (
    <Page route="vote" className="contest">
      {/* Until the contest arrives its head keeps its room, so the links and works stay put. */}
      {!info && !contest.error && <View className="contest__pending" aria-busy="true" />}
      {info && (
        <View className="contest__head">
          <Text className="contest__name">{pickField(info, 'name')}</Text>
          {info.visits !== undefined && (
            <Text className="contest__visits">{t('vote.visits', { count: info.visits })}</Text>
          )}
        </View>
      )}
      {info && <ContestStatus info={info} />}

      <View className="contest__links">
        {LINKS.map((route) => (
          <Button
            key={route}
            className="contest__link"
            size="mini"
            disabled={false}
            onClick={() => void navigate(route)}
          >
            {t(`page.${route}`)}
          </Button>
        ))}
      </View>

      <View className="contest__search" role="search">
        <SearchInput
          className="contest__search-input"
          value={typed}
          placeholder={t('vote.searchPlaceholder')}
          maxLength={50}
          onInput={setTyped}
          onConfirm={search}
        />
        <Button className="contest__search-go" size="mini" disabled={false} onClick={search}>
          {t('vote.search')}
        </Button>
      </View>

      {!contest.groupsLoaded && <View className="contest__groups contest__groups--pending" />}
      {contest.groups.length > 1 && (
        <View className="contest__groups" role="tablist" aria-label={t('vote.groups')}>
          {contest.groups.map((group) => (
            <View
              key={group.id}
              className={`contest__group${group.id === shownGroup ? ' contest__group--on' : ''}`}
              role="tab"
              aria-selected={group.id === shownGroup}
              onClick={() => chooseGroup(group.id)}
            >
              {pickField(group, 'name')}
            </View>
          ))}
        </View>
      )}

      <OfflineBanner
        savedAt={list.offlineAt}
        onRetry={() => {
          void contest.loadInfo();
          void list.refresh();
        }}
      />
      <View className="contest__list" role="list">
        {list.items.slice(0, shownWorks).map((item, index) => {
          // A vote made here or on the work's page since the list was read (issue #21).
          const votes = contest.votedWorks[String(item.id)];
          const work =
            votes === undefined
              ? item
              : { ...item, votes: Math.max(votes, item.votes), voted: true };
          return (
            <WorkCard
              key={item.id}
              work={work}
              state={voteButtonState(info, work)}
              eager={index < FIRST_SCREEN_WORKS}
              busy={voting === item.id}
              onOpen={() => void navigate('voteDetail', { query: { id: item.id } })}
              onVote={() => void castVote(item.id, item)}
            />
          );
        })}
      </View>
      {/* Under the list only once all of it is drawn: it would move down on the screen. */}
      {shownWorks === list.items.length && (
        <PagedListState
          list={list}
          emptyText={keyword ? t('vote.noMatch') : t('vote.emptyWorks')}
        />
      )}
    </Page>
  );
}

export default observer(ContestPage);
