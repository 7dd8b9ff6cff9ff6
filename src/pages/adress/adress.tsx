import { Page } from '@/components/page';

export default function AddressPage() {
  return <Page route="address" />;
}
