import { Page } from '@/components/page';

export default function Home1Page() {
  return <Page route="home1" />;
}
