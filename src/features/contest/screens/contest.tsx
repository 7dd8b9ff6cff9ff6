import { Page } from '@/shared/ui/page';

export default function VotePage() {
  return <Page route="vote" />;
}
