import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useT } from '@/shared/i18n/use-t';
import { LOADING_DELAY_MS } from '@/shared/lib/constants';
import './index.less';

export interface PageLoadingProps {
  /** SPEC §9: the page-loading indicator waits 200 ms, so a fast answer never flashes it. */
  delayMs?: number;
  /** What is on its way, when more than "loading" says it (the invitation poster being drawn). */
  text?: string;
}

/** "正在加載" (and its translations) while a page's content is on its way, after a short delay. */
export function PageLoading({ delayMs = LOADING_DELAY_MS, text }: PageLoadingProps) {
  const { t } = useT();
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!shown) return <View className="page-loading page-loading--waiting" aria-busy="true" />;
  return (
    <View className="page-loading" role="status" aria-busy="true">
      <View className="page-loading__spinner" />
      <Text className="page-loading__text">{text ?? t('common.loading')}</Text>
    </View>
  );
}
