import { Page } from '@/shared/ui/page';

export default function OldIndexPage() {
  return <Page route="oldIndex" />;
}
