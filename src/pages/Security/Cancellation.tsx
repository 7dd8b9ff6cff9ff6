import { Page } from '@/components/page';

export default function SecurityCancellationPage() {
  return <Page route="securityCancellation" />;
}
