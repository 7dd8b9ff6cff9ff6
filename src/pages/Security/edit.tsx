import { Page } from '@/components/page';

export default function SecurityEditPage() {
  return <Page route="securityEdit" />;
}
