import { Page } from '@/shared/ui/page';

export default function NewsDetailPage() {
  return <Page route="newsDetail" />;
}
