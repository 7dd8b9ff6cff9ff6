import { Page } from '@/shared/ui/page';

export default function PointsRecordsPage() {
  return <Page route="pointsRecords" />;
}
