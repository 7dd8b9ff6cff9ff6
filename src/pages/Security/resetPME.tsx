import { Page } from '@/components/page';

export default function SecurityResetPMEPage() {
  return <Page route="securityResetPME" />;
}
