import { Page } from '@/shared/ui/page';

export default function VoteDetailPage() {
  return <Page route="voteDetail" />;
}
