import { Page } from '@/components/page';

export default function ActivityDetailPage() {
  return <Page route="activityDetail" />;
}
