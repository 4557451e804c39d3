import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of legal-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  legal: {
    contents: 'Índex',
    lastUpdate: 'Darrera actualització: 20/06/2025',
    version: 'Versió 1.0',
    info: {
      title: 'Informació del document',
      type: 'Tipus',
      code: 'Codi',
      version: 'Versió',
      owner: 'Propietari',
      approvalDate: "Data d'aprovació",
      versionValue: '1.0',
      approvalDateValue: '20/06/2025',
    },
    seeAlso: 'Vegeu també:',
  },
};

export default texts;
