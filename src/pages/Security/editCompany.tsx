import { Page } from '@/components/page';

export default function SecurityEditCompanyPage() {
  return <Page route="securityEditCompany" />;
}
