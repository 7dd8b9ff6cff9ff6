import { Page } from '@/components/page';

export default function AgreementPage() {
  return <Page route="agreement" />;
}
