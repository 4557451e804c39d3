import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// What every legal document of the public area shares; each document's own texts are in
// legal-<document>-translations.ts, loaded with its page. All four are version 1.0 of 20/06/2025 (spec §2).
addTranslations(I18N_NAMESPACE, {
  es: {
    legal: {
      contents: 'Índice',
      lastUpdate: 'Última actualización: 20/06/2025',
      version: 'Versión 1.0',
      info: {
        title: 'Información del documento',
        type: 'Tipo',
        code: 'Código',
        version: 'Versión',
        owner: 'Propietario',
        approvalDate: 'Fecha de aprobación',
        versionValue: '1.0',
        approvalDateValue: '20/06/2025',
      },
      seeAlso: 'Véase también:',
    },
  },
  en: () => import('./legal-translations.en').then((texts) => texts.default),
  ca: () => import('./legal-translations.ca').then((texts) => texts.default),
});
