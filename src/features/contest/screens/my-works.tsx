import { Page } from '@/shared/ui/page';

export default function SignUpRecordsPage() {
  return <Page route="signUpRecords" />;
}
