import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// Document titles and meta descriptions of the public pages that have no fitting text of their own.
addTranslations(I18N_NAMESPACE, {
  es: {
    meta: {
      homeTitle: 'Voluntariado',
      homeDescription:
        '{{organisation}}: hazte voluntario o voluntaria, participa en sus actividades y accede a tu cuenta.',
      activateDescription: 'Activa tu cuenta de voluntariado: completa tus datos y elige una contraseña.',
      consentDescription:
        'Autorización del tutor o la tutora para que una persona menor de edad participe en una actividad o en el voluntariado.',
    },
  },
  en: () => import('./page-meta-translations.en').then((texts) => texts.default),
  ca: () => import('./page-meta-translations.ca').then((texts) => texts.default),
});
