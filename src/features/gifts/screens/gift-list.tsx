import { Page } from '@/shared/ui/page';

export default function GiftPage() {
  return <Page route="gift" />;
}
