import { Page } from '@/components/page';

export default function VoteDetailPage() {
  return <Page route="voteDetail" />;
}
