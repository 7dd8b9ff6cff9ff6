import { Page } from '@/shared/ui/page';

export default function RecordDetailPage() {
  return <Page route="recordDetail" />;
}
