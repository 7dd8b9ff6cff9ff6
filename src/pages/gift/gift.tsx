import { Page } from '@/components/page';

export default function GiftPage() {
  return <Page route="gift" />;
}
