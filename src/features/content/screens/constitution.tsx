import { PageInfoContent } from '../components/page-info';
import { Page } from '@/shared/ui/page';

/** The charter and introduction (SPEC §2 /pages/constitution/constitution), from page info. */
export default function ConstitutionPage() {
  return (
    <Page route="constitution">
      <PageInfoContent name="constitution" />
    </Page>
  );
}
