import { Page } from '@/components/page';

export default function GiftDetailPage() {
  return <Page route="giftDetail" />;
}
