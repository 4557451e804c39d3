import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of legal-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  legal: {
    contents: 'Contents',
    lastUpdate: 'Last update: 20/06/2025',
    version: 'Version 1.0',
    info: {
      title: 'Document information',
      type: 'Type',
      code: 'Code',
      version: 'Version',
      owner: 'Owner',
      approvalDate: 'Approval date',
      versionValue: '1.0',
      approvalDateValue: '20/06/2025',
    },
    seeAlso: 'See also:',
  },
};

export default texts;
