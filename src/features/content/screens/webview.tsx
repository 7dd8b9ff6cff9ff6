import { Page } from '@/shared/ui/page';

export default function WebviewPage() {
  return <Page route="webview" />;
}
