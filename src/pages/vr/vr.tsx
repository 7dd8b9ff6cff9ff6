import { Page } from '@/components/page';

export default function VrPage() {
  return <Page route="vr" />;
}
