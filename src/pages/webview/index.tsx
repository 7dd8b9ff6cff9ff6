import { Page } from '@/components/page';

export default function WebviewPage() {
  return <Page route="webview" />;
}
