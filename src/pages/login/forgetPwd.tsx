import { Page } from '@/components/page';

export default function ForgetPwdPage() {
  return <Page route="forgetPwd" />;
}
