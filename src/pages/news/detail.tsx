import { Page } from '@/components/page';

export default function NewsDetailPage() {
  return <Page route="newsDetail" />;
}
