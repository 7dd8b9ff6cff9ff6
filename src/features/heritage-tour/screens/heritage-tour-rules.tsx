import { Page } from '@/shared/ui/page';

export default function ArRulesPage() {
  return <Page route="arRules" />;
}
