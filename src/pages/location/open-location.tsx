import { Page } from '@/components/page';

export default function OpenLocationPage() {
  return <Page route="openLocation" />;
}
