import { Page } from '@/shared/ui/page';

export default function ArPage() {
  return <Page route="ar" />;
}
