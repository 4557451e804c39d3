import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The "only mine" switch of the activity and volunteer lists, in the intranet namespace.
addTranslations(I18N_NAMESPACE, {
  es: {
    onlyMine: {
      label: 'Qué mostrar',
      mine: 'Solo las mías',
      all: 'Todas',
    },
  },
  en: () => import('./only-mine-translations.en').then((texts) => texts.default),
  ca: () => import('./only-mine-translations.ca').then((texts) => texts.default),
});
