import { View } from '@tarojs/components';
import { getPageInfo } from '@/features/content';
import { PAGE_INFO_IDS } from '@/shared/api/fixed-ids';
import { ListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { RichContent } from '@/shared/ui/rich-content';
import { useRequest } from '@/shared/hooks/use-request';
import { pickField } from '@/shared/i18n/pick-field';
import { useT } from '@/shared/i18n/use-t';
import './points-rules.less';

/** The programme's rules: a page info record (SPEC §7 GET /pageInfo/{fixed id}). */
export default function RulesPage() {
  const { locale } = useT();
  const info = useRequest(() => getPageInfo(PAGE_INFO_IDS.rules));
  const title = pickField(info.data, 'title', locale);
  const html = pickField(info.data, 'content', locale);

  return (
    <Page route="rules" title={title || undefined} className="points-rules">
      {html ? (
        <View className="points-rules__body" role="article" aria-label={title}>
          <RichContent html={html} />
        </View>
      ) : (
        <ListState
          loading={info.loading}
          count={0}
          hasMore
          error={info.error}
          onRetry={() => void info.reload()}
        />
      )}
    </Page>
  );
}
