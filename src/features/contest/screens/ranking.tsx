import { useRef, useState } from 'react';
import { useDidShow } from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import type { Id } from '@/shared/api/types';
import { pickField } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { usePagedList } from '@/shared/hooks/use-paged-list';
import { navigate } from '@/shared/lib/navigation';
import { PagedListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { getVoteRank } from '../api';
import { contestStore } from '../store';
import type { VotePlayer } from '../types';
import { Picture } from '@/shared/ui/picture';
import './ranking.less';
import '../i18n/vote';
import '../i18n/work';

/**
 * The ranking by group (GET /votePlayer/public/rank), in the server's order and with the
 * server's rank numbers: ties are broken there (server/API.md "Rank order"), never here.
 */
function RankingPage() {
  const { t } = useT();
  const contest = contestStore.use();
  const [groupId, setGroupId] = useState<Id>();
  const chosen = useRef<Id>();

  const list = usePagedList<VotePlayer>(async (query) => {
    await contest.loadGroups().catch(() => undefined);
    return getVoteRank({ ...query, groupId: chosen.current ?? contest.groups[0]?.id });
  });

  // Votes move all the time: the order is read again each time the page is shown.
  useDidShow(() => {
    if (!list.loading) void list.refresh();
  });

  const shown = groupId ?? contest.groups[0]?.id;
  const choose = (id: Id) => {
    if (id === shown) return;
    chosen.current = id;
    setGroupId(id);
    void list.refresh();
  };

  return (
    <Page route="rank" className="ranking">
      {contest.groups.length > 1 && (
        <View className="ranking__groups" role="tablist" aria-label={t('vote.groups')}>
          {contest.groups.map((group) => (
            <View
              key={group.id}
              className={`ranking__group${group.id === shown ? ' ranking__group--on' : ''}`}
              role="tab"
              aria-selected={group.id === shown}
              onClick={() => choose(group.id)}
            >
              {pickField(group, 'name')}
            </View>
          ))}
        </View>
      )}
      <Text className="ranking__note">{t('work.rankNote')}</Text>
      <View className="ranking__list" role="list">
        {list.items.map((work) => (
          <View
            key={work.id}
            className={`rank-row${work.rank !== undefined && work.rank <= 3 ? ' rank-row--top' : ''}`}
            role="listitem"
            aria-label={`${t('work.rankOf', { rank: work.rank ?? '' })} ${work.slogan} ${t('vote.votes', { count: work.votes })}`}
            onClick={() => void navigate('voteDetail', { query: { id: work.id } })}
          >
            <Text className="rank-row__rank">{work.rank}</Text>
            {work.cover ? (
              <Picture className="rank-row__cover" src={work.cover} />
            ) : (
              <View className="rank-row__cover" />
            )}
            <View className="rank-row__main">
              <Text className="rank-row__slogan">{work.slogan}</Text>
              <Text className="rank-row__author">
                {t('vote.author', { name: work.authorName })}
              </Text>
            </View>
            <Text className="rank-row__votes">{t('vote.votes', { count: work.votes })}</Text>
          </View>
        ))}
      </View>
      <PagedListState list={list} emptyText={t('work.rankEmpty')} />
    </Page>
  );
}

export default observer(RankingPage);
