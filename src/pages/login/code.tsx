import { Page } from '@/components/page';

export default function AreaCodePage() {
  return <Page route="areaCode" />;
}
