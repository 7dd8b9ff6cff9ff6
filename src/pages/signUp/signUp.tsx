import { Page } from '@/components/page';

export default function SignUpPage() {
  return <Page route="signUp" />;
}
