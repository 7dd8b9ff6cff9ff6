import { Page } from '@/components/page';

export default function ArPage() {
  return <Page route="ar" />;
}
