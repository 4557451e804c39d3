import '../../../i18n/legal-cookies-translations';
import { ChangeCookieConsentButton } from './change-cookie-consent-button';
import { LegalDocumentPage } from './legal-document-page';
import { SeeAlsoLink } from './see-also-link';

/** /cookie-policy (spec §2): what the site keeps in the browser, and a way to change the decision. */
export function CookiePolicyPage() {
  return (
    <LegalDocumentPage
      document="cookies"
      sectionExtras={{
        'cambiar-consentimiento': <ChangeCookieConsentButton />,
        'mas-informacion': <SeeAlsoLink document="privacy" />,
      }}
    />
  );
}
