import { Page } from '@/components/page';

export default function VerifyPage() {
  return <Page route="verify" />;
}
