import { Page } from '@/components/page';

export default function OldIndexPage() {
  return <Page route="oldIndex" />;
}
