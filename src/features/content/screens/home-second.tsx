import { Page } from '@/shared/ui/page';

export default function Home1Page() {
  return <Page route="home1" />;
}
