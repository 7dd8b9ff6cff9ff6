import { PageInfoContent } from '@/features/content';
import { Page } from '@/shared/ui/page';

/** The interactive exhibition's rules (SPEC §2 /pages/vrRule/vrRule), from page info. */
export default function VrRulePage() {
  return (
    <Page route="vrRule">
      <PageInfoContent name="vrRules" />
    </Page>
  );
}
