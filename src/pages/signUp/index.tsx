import { Page } from '@/components/page';

export default function SignUpRecordsPage() {
  return <Page route="signUpRecords" />;
}
