import { Page } from '@/components/page';

export default function LogoffPage() {
  return <Page route="logoff" />;
}
