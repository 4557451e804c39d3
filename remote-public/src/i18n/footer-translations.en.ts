import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of footer-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  legalLinks: {
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    cookies: 'Cookie policy',
    dataProcessing: 'Data processing agreement',
  },
  footer: {
    legalNav: 'Legal documents',
    copyright: '© {{year}} {{organisation}}',
    poweredBy: 'Run with Enlace, a service of {{foundation}}',
  },
};

export default texts;
