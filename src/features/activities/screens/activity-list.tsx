import { Page } from '@/shared/ui/page';

export default function ActivityPage() {
  return <Page route="activity" />;
}
