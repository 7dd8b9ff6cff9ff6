import { Page } from '@/shared/ui/page';

export default function VrRulePage() {
  return <Page route="vrRule" />;
}
