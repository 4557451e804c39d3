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
  en: () => import('./page-meta-translations.en').then((texts) => texts.default),
  ca: () => import('./page-meta-translations.ca').then((texts) => texts.default),
});
