import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { getPageInfo } from '@/api/content';
import { PAGE_INFO_IDS } from '@/api/fixed-ids';
import { ListState } from '@/components/list-state';
import { Page } from '@/components/page';
import { RichContent } from '@/components/rich-content';
import { useRequest } from '@/hooks/use-request';
import { useRouteParams } from '@/hooks/use-route-params';
import { pickField } from '@/i18n';
import { useT } from '@/i18n/use-t';
import './Agreement.less';

/** The user agreement, or the privacy policy with ?type=privacy, in the reader's language. */
function AgreementPage() {
  const { t } = useT();
  const params = useRouteParams();
  const type = params.type === 'privacy' ? 'privacy' : 'agreement';
  const { data, loading, error, reload } = useRequest(
    () => getPageInfo(PAGE_INFO_IDS[type]),
    [type],
  );
  const title =
    (data && pickField(data, 'title')) ||
    (type === 'privacy' ? t('auth.privacyTitle') : t('page.agreement'));

  return (
    <Page route="agreement" title={title}>
      {data && !loading ? (
        <View className="agreement">
          <Text className="agreement__title">{title}</Text>
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

export default observer(AgreementPage);
