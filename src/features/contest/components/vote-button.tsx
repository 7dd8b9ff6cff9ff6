import { Text } from '@tarojs/components';
import { Button } from '@/shared/ui/button';
import { useT } from '@/shared/i18n/use-t';
import type { VoteButtonState } from '../contest-state';
import './vote-button.less';
import '../i18n/vote';

export interface VoteButtonProps {
  state: VoteButtonState;
  busy?: boolean;
  /** The work's slogan, so that each vote button of a list has its own accessible name. */
  work?: string;
  onVote: () => void;
}

/**
 * A work's vote button: what is left today, or why it cannot be tapped (closed, voted, used up).
 * The visitor's own work gets no button at all, only the words "your work": a tap could only fail.
 */
export function VoteButton({ state, busy = false, work, onVote }: VoteButtonProps) {
  const { t } = useT();
  if (state.kind === 'own') {
    return <Text className="vote-button vote-button--own">{t('vote.ownWork')}</Text>;
  }
  const label =
    state.kind === 'vote'
      ? state.left === undefined
        ? t('vote.vote')
        : t('vote.voteLeft', { count: state.left })
      : {
          notOpen: t('vote.notOpen'),
          closed: t('vote.closed'),
          voted: t('vote.votedToday'),
          none: t('vote.noVotesLeft'),
        }[state.kind];
  const off = !state.enabled || busy;
  return (
    <Button
      className={`vote-button${off ? ' vote-button--off' : ''}`}
      size="mini"
      loading={busy}
      disabled={off}
      ariaLabel={work ? `${label} ${work}` : label}
      onClick={(event) => {
        event.stopPropagation();
        if (!off) onVote();
      }}
    >
      {label}
    </Button>
  );
}
