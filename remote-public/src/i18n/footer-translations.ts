import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The footer of every public page and the names of the legal documents it links to.
addTranslations(I18N_NAMESPACE, {
  es: {
    legalLinks: {
      terms: 'Términos y condiciones',
      privacy: 'Política de privacidad',
      cookies: 'Política de cookies',
      dataProcessing: 'Contrato de encargo del tratamiento',
    },
    footer: {
      legalNav: 'Documentos legales',
      copyright: '© {{year}} {{organisation}}',
      poweredBy: 'Gestionado con Enlace, un servicio de {{foundation}}',
    },
  },
  en: () => import('./footer-translations.en').then((texts) => texts.default),
  ca: () => import('./footer-translations.ca').then((texts) => texts.default),
});
