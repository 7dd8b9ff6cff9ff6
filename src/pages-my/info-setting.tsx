import { Page } from '@/components/page';

export default function InfoSettingPage() {
  return <Page route="infoSetting" />;
}
