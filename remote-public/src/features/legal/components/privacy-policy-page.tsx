import '../../../i18n/legal-translations';
import { LegalDocumentPage } from './legal-document-page';

/** /privacy-policy (spec §2): the 17 sections and the document information (issue 5). */
export function PrivacyPolicyPage() {
  return <LegalDocumentPage document="privacy" />;
}
