import { Page } from '@/components/page';

export default function RecordPage() {
  return <Page route="record" />;
}
