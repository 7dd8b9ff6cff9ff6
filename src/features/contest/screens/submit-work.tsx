import { Page } from '@/shared/ui/page';

export default function SignUpPage() {
  return <Page route="signUp" />;
}
