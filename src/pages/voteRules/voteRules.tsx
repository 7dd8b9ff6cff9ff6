import { Page } from '@/components/page';

export default function VoteRulesPage() {
  return <Page route="voteRules" />;
}
