import { PageInfoContent } from '@/features/content';
import { Page } from '@/shared/ui/page';
import { useRouteParams } from '@/shared/hooks/use-route-params';
import { useT } from '@/shared/i18n/use-t';
import '../i18n/auth';

/** The user agreement, or the privacy policy with ?type=privacy, in the reader's language. */
export default function AgreementPage() {
  const { t } = useT();
  const params = useRouteParams();
  const type = params.type === 'privacy' ? 'privacy' : 'agreement';
  const title = type === 'privacy' ? t('auth.privacyTitle') : t('page.agreement');
  return (
    <Page route="agreement" title={title}>
      <PageInfoContent name={type} fallbackTitle={title} />
    </Page>
  );
}
