import { Page } from '@/components/page';

export default function RecordDetailPage() {
  return <Page route="recordDetail" />;
}
