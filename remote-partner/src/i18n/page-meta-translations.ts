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
  en: () => import('./page-meta-translations.en').then((texts) => texts.default),
  ca: () => import('./page-meta-translations.ca').then((texts) => texts.default),
});
