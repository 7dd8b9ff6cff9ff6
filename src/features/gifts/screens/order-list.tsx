import { Page } from '@/shared/ui/page';

export default function RecordPage() {
  return <Page route="record" />;
}
