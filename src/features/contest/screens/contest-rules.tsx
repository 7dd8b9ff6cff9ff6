import { Page } from '@/shared/ui/page';

export default function VoteRulesPage() {
  return <Page route="voteRules" />;
}
