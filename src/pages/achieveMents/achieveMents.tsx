import { Page } from '@/components/page';

export default function AchievementsPage() {
  return <Page route="achievements" />;
}
