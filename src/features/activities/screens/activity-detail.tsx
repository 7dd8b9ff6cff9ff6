import { Page } from '@/shared/ui/page';

export default function ActivityDetailPage() {
  return <Page route="activityDetail" />;
}
