import { Page } from '@/shared/ui/page';

export default function VrPage() {
  return <Page route="vr" />;
}
