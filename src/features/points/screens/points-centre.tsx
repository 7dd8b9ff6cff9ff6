import { Page } from '@/shared/ui/page';

export default function PointsPage() {
  return <Page route="points" />;
}
