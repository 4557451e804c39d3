import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  loading: 'Loading…',
  tenantError: "The organisation's configuration could not be loaded.",
  remoteErrorTitle: 'This section could not be loaded',
  remoteErrorText: 'The service may be unavailable right now. Please try again in a few seconds.',
  remoteIncompatibleTitle: 'This section has been updated and does not work here yet',
  remoteIncompatibleText:
    'The published version of this section needs a newer version of the application. The other sections work as usual. Please try again later; if nothing changes, tell your organisation’s technical team.',
  retry: 'Retry',
  cookiesTitle: 'Cookie notice',
  cookiesText:
    'This foundation uses its own and third-party cookies for statistical analysis, session authentication, showing you useful content and personalising the service. By accepting, you consent to their use.',
  cookiesPolicy: 'More in the cookie policy',
  cookiesAccept: 'Accept',
  cookiesReject: 'Reject',
  cookiesReadAbove: 'You can read the policy on this page; the notice stays here until you choose.',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  backHome: 'Back to the home page',
};

export default texts;
