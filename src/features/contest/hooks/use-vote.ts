import { useCallback, useRef, useState } from 'react';
import { forgetInviter, inviterFor } from '@/features/share';
import { t } from '@/shared/i18n';
import { urlOf } from '@/routes';
import { isApiError } from '@/shared/api/errors';
import { navigate } from '@/shared/lib/navigation';
import { useStores } from '@/shared/stores/context';
import { confirmAction, toastSuccess } from '@/shared/ui/feedback';
import { castVote } from '../api';
import { keepPendingVote } from '../pending-vote';
import { contestStore } from '../store';
import type { VoteRecord } from '../types';
import '../i18n/vote';

export interface Vote {
  /** The work whose vote is on its way, so that its button spins and refuses a second tap. */
  voting: number | undefined;
  /**
   * Votes for a work. A guest is asked to log in first and comes back to this work, where the
   * vote is cast (pending-vote.ts). The server's refusal (today's votes used, voting closed) is
   * shown by the request layer with its own message, and nothing changes.
   */
  vote: (playerId: number) => Promise<VoteRecord | undefined>;
}

export function useVote(): Vote {
  const { session } = useStores();
  const contest = contestStore.use();
  const [voting, setVoting] = useState<number>();
  const busy = useRef(false);

  const vote = useCallback(
    async (playerId: number) => {
      if (busy.current) return undefined;
      if (!session.isLoggedIn) {
        keepPendingVote(playerId);
        const go = await confirmAction({
          content: t('vote.loginToVote'),
          confirmText: t('page.login'),
        });
        if (go) {
          await navigate('login', {
            query: { redirect: `${urlOf('voteDetail')}?id=${playerId}` },
          });
        }
        return undefined;
      }
      busy.current = true;
      setVoting(playerId);
      try {
        const inviterId = inviterFor(session.user?.id);
        const record = await castVote(inviterId ? { playerId, inviterId } : { playerId });
        if (inviterId) forgetInviter();
        contest.voted(record);
        toastSuccess(t('vote.voteDone'));
        return record;
      } catch (error) {
        // Refused (shown by the request layer): today's count is read again from the server. A
        // vote that got no answer keeps the request layer's word that it is not confirmed
        // (issue #21): a read failing after it would replace that toast with its own.
        if (isApiError(error) && error.kind === 'business') void contest.loadInfo();
        return undefined;
      } finally {
        busy.current = false;
        setVoting(undefined);
      }
    },
    [contest, session],
  );

  return { voting, vote };
}
