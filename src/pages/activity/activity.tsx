import { Page } from '@/components/page';

export default function ActivityPage() {
  return <Page route="activity" />;
}
