import { Text, View } from '@tarojs/components';
import { Picture } from '@/shared/ui/picture';
import type { NewsItem } from '../../types';
import { pickField } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { formatDate, relativeTime } from '@/shared/lib/time';
import './index.less';

export interface NewsCardProps {
  item: NewsItem;
  onOpen: (item: NewsItem) => void;
  /** The news tab shows "2 hours ago" (SPEC §9 relative time); home keeps the date. */
  relative?: boolean;
}

/** One news or activity row: cover, title and summary in the current language, date. */
export function NewsCard({ item, onOpen, relative = false }: NewsCardProps) {
  useT();
  const title = pickField(item, 'title');
  return (
    <View className="news-card" role="link" aria-label={title} onClick={() => onOpen(item)}>
      <View className="news-card__text">
        <Text className="news-card__title" numberOfLines={2}>
          {title}
        </Text>
        <Text className="news-card__summary" numberOfLines={2}>
          {pickField(item, 'summary')}
        </Text>
        <Text className="news-card__date">
          {relative ? relativeTime(item.publishedAt) : formatDate(item.publishedAt)}
        </Text>
      </View>
      {item.cover && <Picture className="news-card__cover" src={item.cover} />}
    </View>
  );
}
