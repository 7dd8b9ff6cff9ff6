import { Page } from '@/shared/ui/page';

export default function ChooseLocationPage() {
  return <Page route="chooseLocation" />;
}
