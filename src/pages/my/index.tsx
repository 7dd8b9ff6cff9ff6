import { Page } from '@/components/page';

export default function MyPage() {
  return <Page route="my" />;
}
