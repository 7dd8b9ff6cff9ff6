import { Page } from '@/shared/ui/page';

export default function RankPage() {
  return <Page route="rank" />;
}
