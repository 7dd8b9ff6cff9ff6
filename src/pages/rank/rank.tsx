import { Page } from '@/components/page';

export default function RankPage() {
  return <Page route="rank" />;
}
