import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The area's meta description (every intranet page; the area is not indexed).
addTranslations(I18N_NAMESPACE, {
  es: {
    meta: {
      description:
        'Intranet de {{organisation}}: actividades, proyectos, lugares, voluntariado, personas beneficiarias, entidades colaboradoras y personal.',
    },
  },
  en: {
    meta: {
      description:
        '{{organisation}} intranet: activities, projects, places, volunteers, beneficiaries, partner organisations and staff.',
    },
  },
  ca: {
    meta: {
      description:
        "Intranet de l'entitat {{organisation}}: activitats, projectes, llocs, voluntariat, persones beneficiàries, entitats col·laboradores i personal.",
    },
  },
});
