import { Page } from '@/components/page';

export default function AddressEditPage() {
  return <Page route="addressEdit" />;
}
