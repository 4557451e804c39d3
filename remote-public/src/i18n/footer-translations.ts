import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The footer of every public page and the names of the legal documents it links to (issue 5).
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
  en: {
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
  },
  ca: {
    legalLinks: {
      terms: 'Termes i condicions',
      privacy: 'Política de privacitat',
      cookies: 'Política de galetes',
      dataProcessing: "Contracte d'encàrrec del tractament",
    },
    footer: {
      legalNav: 'Documents legals',
      copyright: '© {{year}} {{organisation}}',
      poweredBy: 'Gestionat amb Enlace, un servei de {{foundation}}',
    },
  },
});
