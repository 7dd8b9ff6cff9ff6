import { Page } from '@/components/page';

export default function VotePage() {
  return <Page route="vote" />;
}
