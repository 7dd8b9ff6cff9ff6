import { Page } from '@/components/page';

export default function MyInfoPage() {
  return <Page route="myInfo" />;
}
