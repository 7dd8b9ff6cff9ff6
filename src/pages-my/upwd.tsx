import { Page } from '@/components/page';

export default function UpwdPage() {
  return <Page route="upwd" />;
}
