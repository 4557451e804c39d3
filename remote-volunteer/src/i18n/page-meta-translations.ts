import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The area's meta description (every page of the volunteer area; the area is not indexed).
addTranslations(I18N_NAMESPACE, {
  es: {
    meta: {
      description:
        'Área de voluntariado de {{organisation}}: las actividades en las que puedes participar, tus inscripciones y tu perfil.',
    },
  },
  en: {
    meta: {
      description:
        "{{organisation}}'s volunteer area: the activities you can join, your sign-ups and your profile.",
    },
  },
  ca: {
    meta: {
      description:
        "Àrea de voluntariat de l'entitat {{organisation}}: les activitats en què pots participar, les teves inscripcions i el teu perfil.",
    },
  },
});
