import { Text, View } from '@tarojs/components';
import { Picture } from '@/shared/ui/picture';
import { useT } from '@/shared/i18n/use-t';
import type { VoteButtonState } from '../contest-state';
import type { VotePlayer } from '../types';
import { VoteButton } from './vote-button';
import './work-card.less';
import '../i18n/vote';

export interface WorkCardProps {
  work: VotePlayer;
  state: VoteButtonState;
  /** On the first screen: its cover loads at once instead of when it nears the screen. */
  eager?: boolean;
  busy: boolean;
  onOpen: () => void;
  onVote: () => void;
}

/** One work of the contest list: picture, number, slogan, author, votes and its vote button. */
export function WorkCard({ work, state, eager = false, busy, onOpen, onVote }: WorkCardProps) {
  const { t } = useT();
  // A work without pictures: its share picture, which the server makes the contest's own then.
  const cover = work.cover || work.shareImage;
  return (
    <View className="work-card" role="listitem" aria-label={work.slogan} onClick={onOpen}>
      {cover ? (
        <Picture className="work-card__cover" src={cover} lazy={!eager} />
      ) : (
        <View className="work-card__cover" />
      )}
      <View className="work-card__body">
        <Text className="work-card__number">{t('vote.number', { id: work.id })}</Text>
        <Text className="work-card__slogan">{work.slogan}</Text>
        <Text className="work-card__author">{t('vote.author', { name: work.authorName })}</Text>
        <View className="work-card__foot">
          <Text className="work-card__votes">{t('vote.votes', { count: work.votes })}</Text>
          <VoteButton state={state} busy={busy} work={work.slogan} onVote={onVote} />
        </View>
      </View>
    </View>
  );
}
