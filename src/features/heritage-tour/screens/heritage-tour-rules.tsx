import { PageInfoContent } from '@/features/content';
import { Page } from '@/shared/ui/page';

/** The AR tour's rules (SPEC §2 /pages/arRules/arRules), from page info. */
export default function ArRulesPage() {
  return (
    <Page route="arRules">
      <PageInfoContent name="arRules" />
    </Page>
  );
}
