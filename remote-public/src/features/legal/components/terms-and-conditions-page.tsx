import '../../../i18n/legal-terms-translations';
import { LegalDocumentPage } from './legal-document-page';
import { SeeAlsoLink } from './see-also-link';

/** /terms-and-conditions (spec §2): the ten sections of the terms of the service in beta. */
export function TermsAndConditionsPage() {
  return (
    <LegalDocumentPage
      document="terms"
      sectionExtras={{
        'roles-proteccion-datos': <SeeAlsoLink document="dataProcessing" />,
      }}
    />
  );
}
