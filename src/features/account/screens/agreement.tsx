import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { getPageInfo } from '@/features/content';
import { PAGE_INFO_IDS } from '@/shared/api/fixed-ids';
import { ListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { RichContent } from '@/shared/ui/rich-content';
import { useRequest } from '@/shared/hooks/use-request';
import { useRouteParams } from '@/shared/hooks/use-route-params';
import { pickField } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import './agreement.less';
import '../i18n/auth';

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
