import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useT } from '@/shared/i18n/use-t';
import { Button } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';
import '../i18n';

/**
 * H5 (issue #21): Taro's web view is a fixed frame over the whole screen, covering the app's bar
 * (no back, no home), and a page that fails to load shows the browser's own error. Here the
 * app's page keeps its bar above a frame, and the address is tried first: when it cannot be
 * reached the app says so, with a retry. (Whether a cross-site page answered with an error the
 * browser does not tell; a page that cannot be reached at all it does.)
 */
export function WebFrame({ url }: { url: string }) {
  const { t } = useT();
  const [state, setState] = useState<'checking' | 'shown' | 'failed'>('checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    setState('checking');
    fetch(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' }).then(
      () => alive && setState('shown'),
      () => alive && setState('failed'),
    );
    return () => {
      alive = false;
    };
  }, [url, attempt]);

  return (
    <Page route="webview" className="webview webview--framed">
      {state === 'failed' ? (
        <View className="webview__refused" role="alert">
          <Text className="webview__text">{t('content.webviewFailed')}</Text>
          <Button
            className="webview__retry"
            size="mini"
            disabled={false}
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('common.retry')}
          </Button>
        </View>
      ) : (
        <iframe
          className="webview__frame"
          src={state === 'shown' ? url : undefined}
          title={t('page.webview')}
          aria-busy={state === 'checking'}
        />
      )}
    </Page>
  );
}
