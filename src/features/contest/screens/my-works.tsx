import { Image, Text, View } from '@tarojs/components';
import { pickField } from '@/shared/i18n/pick-field';
import { observer } from '@/shared/stores/observer';
import { useT } from '@/shared/i18n/use-t';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useOwnPagedList } from '@/shared/hooks/use-own-paged-list';
import { navigate } from '@/shared/lib/navigation';
import { relativeTime } from '@/shared/lib/time';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { PagedListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { SubmitButton } from '@/shared/ui/submit-button';
import { getVoteApplyPage } from '../api';
import type { VotePlayer, VotePlayerStatus } from '../types';
import './my-works.less';
import '@/features/contest/i18n/contest';

const STATUS_KEYS = {
  pending: 'contest.statusPending',
  approved: 'contest.statusApproved',
  rejected: 'contest.statusRejected',
} as const satisfies Record<VotePlayerStatus, string>;

/** The visitor's own submissions with their review state and the reviewer's remark. */
function MyWorksPage() {
  const { t } = useT();
  const loggedIn = useLoginGuard();
  const list = useOwnPagedList<VotePlayer>(getVoteApplyPage);

  return (
    <Page route="signUpRecords" className="my-works">
      {loggedIn ? (
        <>
          <View className="my-works__list" role="list">
            {list.items.map((work) => (
              <View
                key={work.id}
                className="work-record"
                role="listitem"
                aria-label={`${work.slogan} ${t(STATUS_KEYS[work.status])}`}
                // Issue #21: every record opens; a work under review says so on its page.
                onClick={() => void navigate('voteDetail', { query: { id: work.id } })}
              >
                {work.cover ? (
                  <Image
                    className="work-record__cover"
                    src={work.cover}
                    mode="aspectFill"
                    nativeProps={{ alt: '' }}
                  />
                ) : null}
                <View className="work-record__head">
                  <Text className="work-record__slogan">{work.slogan}</Text>
                  <Text className={`work-record__status work-record__status--${work.status}`}>
                    {t(STATUS_KEYS[work.status])}
                  </Text>
                </View>
                {pickField(work, 'title') ? (
                  <Text className="work-record__title">{pickField(work, 'title')}</Text>
                ) : null}
                <Text className="work-record__time">
                  {t('contest.submittedAt', { time: relativeTime(work.createdAt) })}
                </Text>
                {work.remark ? (
                  <Text className="work-record__remark">
                    {t('contest.remark', { remark: work.remark })}
                  </Text>
                ) : null}
              </View>
            ))}
          </View>
          <PagedListState list={list} emptyText={t('contest.recordsEmpty')} />
          {list.loaded && list.items.length === 0 && (
            <View className="my-works__new">
              <SubmitButton onClick={() => void navigate('signUp')}>
                {t('contest.submitNew')}
              </SubmitButton>
            </View>
          )}
        </>
      ) : (
        <GuestPrompt />
      )}
    </Page>
  );
}

export default observer(MyWorksPage);
