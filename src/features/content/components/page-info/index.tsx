import { View } from '@tarojs/components';
import { getPageInfo } from '../../api';
import { useRequest } from '@/shared/hooks/use-request';
import { pickField } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { PAGE_INFO_IDS, type PageInfoName } from '@/shared/api/fixed-ids';
import { ListState } from '@/shared/ui/list-state';
import { RichContent } from '@/shared/ui/rich-content';
import './index.less';

export interface PageInfoContentProps {
  /** Which fixed page (SPEC §7 GET /pageInfo/{fixed id}): rules, charter... */
  name: PageInfoName;
  /** The heading when the record has no title in any language. */
  fallbackTitle?: string;
}

/**
 * A fixed rich-text page in the current language, with its loading, empty and retry states:
 * every rules, charter and agreement page. The navigation bar keeps the route's short name; the
 * record's own title, often longer, is the heading of the text.
 */
export function PageInfoContent({ name, fallbackTitle }: PageInfoContentProps) {
  useT();
  const info = useRequest(() => getPageInfo(PAGE_INFO_IDS[name]), [name]);
  const html = info.data ? pickField(info.data, 'content') : '';
  return html ? (
    <View className="page-info">
      <View className="page-info__title" role="heading" aria-level={1}>
        {pickField(info.data, 'title') || fallbackTitle}
      </View>
      <RichContent html={html} />
    </View>
  ) : (
    <ListState
      loading={info.loading}
      count={0}
      hasMore={false}
      error={info.error}
      onRetry={() => void info.reload()}
    />
  );
}
