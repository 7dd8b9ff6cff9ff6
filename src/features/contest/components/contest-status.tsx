import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useT } from '@/shared/i18n/use-t';
import { formatDateTime } from '@/shared/lib/macau-time';
import { contestPhase, timeLeft } from '../contest-state';
import type { VoteInfo } from '../types';
import './contest-status.less';
import '../i18n/vote';

/** The contest's state: not yet open (when it opens), open (countdown to the end), or ended. */
export function ContestStatus({ info }: { info: VoteInfo }) {
  const { t } = useT();
  const [now, setNow] = useState(() => Date.now());
  const phase = contestPhase(info, now);

  useEffect(() => {
    if (phase !== 'open') return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [phase]);

  if (phase === 'notStarted') {
    return (
      <View className="contest-status contest-status--waiting" role="status">
        <Text className="contest-status__title">{t('vote.notStarted')}</Text>
        <Text className="contest-status__line">
          {t('vote.startsAt', { date: formatDateTime(info.startAt) })}
        </Text>
      </View>
    );
  }
  if (phase === 'ended') {
    return (
      <View className="contest-status contest-status--ended" role="status">
        <Text className="contest-status__title">{t('vote.ended')}</Text>
        <Text className="contest-status__line">
          {t('vote.endedAt', { date: formatDateTime(info.endAt) })}
        </Text>
      </View>
    );
  }
  const left = timeLeft(info.endAt, now);
  return (
    <View className="contest-status" role="timer" aria-label={t('vote.endsIn')}>
      <Text className="contest-status__title">{t('vote.endsIn')}</Text>
      <Text className="contest-status__clock">{t('vote.countdown', { ...left })}</Text>
    </View>
  );
}
