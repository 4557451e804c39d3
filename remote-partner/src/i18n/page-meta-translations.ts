import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The area's meta description (every page of the partner area; the area is not indexed).
addTranslations(I18N_NAMESPACE, {
  es: {
    meta: {
      description:
        'Área de entidades colaboradoras de {{organisation}}: los datos de tu entidad y sus personas de contacto.',
    },
  },
  en: {
    meta: {
      description: "{{organisation}}'s partner area: your organisation's details and its contact persons.",
    },
  },
  ca: {
    meta: {
      description:
        'Àrea de les entitats col·laboradores amb {{organisation}}: les dades de la teva entitat i les seves persones de contacte.',
    },
  },
});
