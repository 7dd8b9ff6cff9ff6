import { Page } from '@/shared/ui/page';

export default function NewsPage() {
  return <Page route="news" />;
}
