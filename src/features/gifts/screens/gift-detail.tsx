import { Page } from '@/shared/ui/page';

export default function GiftDetailPage() {
  return <Page route="giftDetail" />;
}
