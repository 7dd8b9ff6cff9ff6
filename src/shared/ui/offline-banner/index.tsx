import { useEffect, useRef } from 'react';
import { View } from '@tarojs/components';
import { onNetworkBack } from '@/shared/lib/network';
import { useT } from '@/shared/i18n/use-t';
import './index.less';

export interface OfflineBannerProps {
  /** When the shown list was saved (epoch ms); nothing is drawn while the list is fresh. */
  savedAt: number | undefined;
  /** Asks the network again: the list's own reload. */
  onRetry: () => void;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** HH:mm on the device's clock, after the date (SPEC §9 yyyy-mm-dd) when it is not today. */
function savedTime(savedAt: number, now: Date): string {
  const at = new Date(savedAt);
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  if (at.toDateString() === now.toDateString()) return time;
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${time}`;
}

/**
 * Above a list served from the offline cache (issue #14): says so, with the time it was saved on
 * the visitor's own clock (the one on the phone's status bar), and offers a retry. When the
 * network comes back it retries by itself (issue #21), so the banner goes without a tap.
 */
export function OfflineBanner({ savedAt, onRetry }: OfflineBannerProps) {
  const { t } = useT();
  const retry = useRef(onRetry);
  retry.current = onRetry;
  const offline = savedAt !== undefined;
  useEffect(() => (offline ? onNetworkBack(() => retry.current()) : undefined), [offline]);
  if (savedAt === undefined) return null;
  const time = savedTime(savedAt, new Date());
  return (
    <View className="offline-banner">
      <View className="offline-banner__text" role="status">
        {t('common.offlineSaved', { time })}
      </View>
      {/* As the list's own retry (ListState): on H5 the View shim gives it focus, Enter and Space. */}
      <View className="offline-banner__retry" role="button" onClick={onRetry}>
        {t('common.retry')}
      </View>
    </View>
  );
}
