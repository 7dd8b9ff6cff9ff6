import { Text, View } from '@tarojs/components';
import { WebFrame } from '../components/web-frame';
import { isAllowedWebviewUrl, hostOf } from '../webview-hosts';
import { useRouteParams } from '@/shared/hooks/use-route-params';
import { useT } from '@/shared/i18n/use-t';
import { Page } from '@/shared/ui/page';
import '../i18n';
import './webview.less';

/**
 * An outside page in the app (SPEC §2 /pages/webview/index?url=...), only when its host is on
 * the allow-list (webview-hosts.ts); any other address is named and refused, never loaded.
 */
export default function WebviewPage() {
  const { t } = useT();
  const url = useRouteParams().url ?? '';
  if (url && isAllowedWebviewUrl(url)) return <WebFrame url={url} />;
  const host = url ? hostOf(url) : undefined;
  return (
    <Page route="webview" className="webview">
      <View className="webview__refused" role="alert">
        <Text className="webview__text">
          {url ? t('content.webviewRefused') : t('content.webviewMissing')}
        </Text>
        {host && <Text className="webview__host">{t('content.webviewHost', { host })}</Text>}
      </View>
    </Page>
  );
}
