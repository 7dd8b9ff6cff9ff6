import { Page } from '@/components/page';

export default function RegisterPage() {
  return <Page route="register" />;
}
