import '../../../i18n/legal-data-processing-translations';
import { LegalDocumentPage } from './legal-document-page';
import { SeeAlsoLink } from './see-also-link';

/**
 * /data-processing-agreement (spec §2, §3, §9): the clauses and annexes 1 to 3, each annex a section of the page
 * with its own anchor.
 */
export function DataProcessingAgreementPage() {
  return (
    <LegalDocumentPage
      document="dataProcessing"
      sectionExtras={{
        'partes-objeto': <SeeAlsoLink document="terms" />,
      }}
    />
  );
}
