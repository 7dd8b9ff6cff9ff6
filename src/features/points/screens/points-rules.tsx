import { Page } from '@/shared/ui/page';

export default function RulesPage() {
  return <Page route="rules" />;
}
