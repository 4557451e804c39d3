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
  en: {
    meta: {
      homeTitle: 'Volunteering',
      homeDescription:
        '{{organisation}}: become a volunteer, take part in its activities and sign in to your account.',
      activateDescription: 'Activate your volunteer account: complete your details and choose a password.',
      consentDescription:
        "A guardian's authorisation for a minor to take part in an activity or to volunteer.",
    },
  },
  ca: {
    meta: {
      homeTitle: 'Voluntariat',
      homeDescription:
        '{{organisation}}: fes-te voluntari o voluntària, participa en les seves activitats i accedeix al teu compte.',
      activateDescription:
        'Activa el teu compte de voluntariat: completa les teves dades i tria una contrasenya.',
      consentDescription:
        "Autorització del tutor o la tutora perquè una persona menor d'edat participi en una activitat o en el voluntariat.",
    },
  },
});
