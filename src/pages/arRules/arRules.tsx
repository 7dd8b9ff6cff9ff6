import { Page } from '@/components/page';

export default function ArRulesPage() {
  return <Page route="arRules" />;
}
