import '../../../i18n/legal-privacy-translations';
import { LegalDocumentPage } from './legal-document-page';
import { SeeAlsoLink } from './see-also-link';

/** /privacy-policy (spec §2): the 17 sections and the document information. */
export function PrivacyPolicyPage() {
  return (
    <LegalDocumentPage
      document="privacy"
      sectionExtras={{
        cookies: <SeeAlsoLink document="cookies" />,
      }}
    />
  );
}
