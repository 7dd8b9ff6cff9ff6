import { PageInfoContent } from '@/features/content';
import { useT } from '@/shared/i18n/use-t';
import { Page } from '@/shared/ui/page';

/** The contest rules: the page info of the fixed id voteRules, in the reader's language. */
export default function ContestRulesPage() {
  const { t } = useT();
  return (
    <Page route="voteRules">
      <PageInfoContent name="voteRules" fallbackTitle={t('page.voteRules')} />
    </Page>
  );
}
