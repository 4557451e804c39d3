import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The calendar page's texts; imported by the page itself, so that they travel in its chunk, loaded when the
// calendar is first opened.
addTranslations(I18N_NAMESPACE, {
  es: {
    calendar: {
      title: 'Calendario',
      mine: 'Tienes plaza',
      pending: 'Esperando el consentimiento de tu tutor o tutora',
      closed: 'Ya no admite inscripciones',
      full: 'Sin plazas libres',
      freePlaces_one: '{{count}} plaza libre',
      freePlaces_other: '{{count}} plazas libres',
    },
  },
  en: () => import('./calendar-translations.en').then((texts) => texts.default),
  ca: () => import('./calendar-translations.ca').then((texts) => texts.default),
});
