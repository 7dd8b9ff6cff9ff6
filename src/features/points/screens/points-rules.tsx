import { PageInfoContent } from '@/features/content';
import { useT } from '@/shared/i18n/use-t';
import { Page } from '@/shared/ui/page';

/** The programme's rules: a page info record (SPEC §7 GET /pageInfo/{fixed id}). */
export default function RulesPage() {
  const { t } = useT();
  return (
    <Page route="rules">
      <PageInfoContent name="rules" fallbackTitle={t('page.rules')} />
    </Page>
  );
}
