import { Page } from '@/shared/ui/page';

export default function ConstitutionPage() {
  return <Page route="constitution" />;
}
