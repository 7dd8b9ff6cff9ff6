import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { getPageInfo } from '@/features/content';
import { PAGE_INFO_IDS } from '@/shared/api/fixed-ids';
import { pickField } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { useRequest } from '@/shared/hooks/use-request';
import { ListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { RichContent } from '@/shared/ui/rich-content';
import './contest-rules.less';

/** The contest rules: the page info of the fixed id voteRules, in the reader's language. */
function ContestRulesPage() {
  const { t } = useT();
  const { data, loading, error, reload } = useRequest(() => getPageInfo(PAGE_INFO_IDS.voteRules));
  const title = (data && pickField(data, 'title')) || t('page.voteRules');

  // The bar keeps the route's short name: the page's own title, often long, is the heading below.
  return (
    <Page route="voteRules">
      {data && !loading ? (
        <View className="contest-rules">
          <View className="contest-rules__title" role="heading" aria-level={1}>
            {title}
          </View>
          <RichContent html={pickField(data, 'content')} />
        </View>
      ) : (
        <ListState
          loading={loading}
          count={0}
          hasMore={false}
          error={error}
          onRetry={() => void reload()}
        />
      )}
    </Page>
  );
}

export default observer(ContestRulesPage);
