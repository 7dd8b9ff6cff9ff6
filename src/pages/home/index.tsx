import { Page } from '@/components/page';

export default function HomePage() {
  return <Page route="home" />;
}
