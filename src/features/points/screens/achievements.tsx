import { Page } from '@/shared/ui/page';

export default function AchievementsPage() {
  return <Page route="achievements" />;
}
