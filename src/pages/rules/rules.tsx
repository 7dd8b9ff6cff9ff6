import { Page } from '@/components/page';

export default function RulesPage() {
  return <Page route="rules" />;
}
