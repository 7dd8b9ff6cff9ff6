import { Page } from '@/components/page';

export default function LoginPage() {
  return <Page route="login" />;
}
