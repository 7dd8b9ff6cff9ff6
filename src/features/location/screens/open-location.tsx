import { Page } from '@/shared/ui/page';

export default function OpenLocationPage() {
  return <Page route="openLocation" />;
}
