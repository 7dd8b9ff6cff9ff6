import { Page } from '@/components/page';

export default function ChooseLocationPage() {
  return <Page route="chooseLocation" />;
}
