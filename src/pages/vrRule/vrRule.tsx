import { Page } from '@/components/page';

export default function VrRulePage() {
  return <Page route="vrRule" />;
}
