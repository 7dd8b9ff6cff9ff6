import { Page } from '@/components/page';

export default function PointsPage() {
  return <Page route="points" />;
}
