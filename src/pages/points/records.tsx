import { Page } from '@/components/page';

export default function PointsRecordsPage() {
  return <Page route="pointsRecords" />;
}
