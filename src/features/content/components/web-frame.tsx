import { WebView } from '@tarojs/components';

/**
 * The mini-program's web view: WeChat draws it over the whole page, under its own navigation bar
 * (with back), and shows its own error page. H5 draws the app's bar above a frame (web-frame.h5).
 */
export function WebFrame({ url }: { url: string }) {
  return <WebView src={url} />;
}
