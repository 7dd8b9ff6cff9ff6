import { Page } from '@/components/page';

export default function SettingPage() {
  return <Page route="setting" />;
}
