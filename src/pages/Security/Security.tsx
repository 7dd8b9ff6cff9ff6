import { Page } from '@/components/page';

export default function SecurityPage() {
  return <Page route="security" />;
}
