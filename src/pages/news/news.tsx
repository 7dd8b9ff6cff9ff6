import { Page } from '@/components/page';

export default function NewsPage() {
  return <Page route="news" />;
}
