import { Page } from '@/components/page';

export default function ConstitutionPage() {
  return <Page route="constitution" />;
}
