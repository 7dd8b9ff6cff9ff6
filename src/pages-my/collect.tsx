import { Page } from '@/components/page';

export default function CollectPage() {
  return <Page route="collect" />;
}
