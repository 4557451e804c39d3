import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of consent-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  consentTitle: 'Autorització de la participació',
  consentIntro:
    "{{organisation}} et demana l'autorització, com a tutor o tutora, perquè {{name}} participi en aquesta activitat.",
  consentVolunteerTitle: 'Autorització del voluntariat',
  consentVolunteerIntro:
    "{{name}} vol participar com a voluntari o voluntària a {{organisation}}. Com que és menor d'edat, necessita la teva autorització.",
  consentChild: 'Menor',
  consentActivity: 'Activitat',
  consentDate: 'Data',
  consentTime: 'Horari',
  consentTimeRange: 'De les {{start}} a les {{end}}',
  consentAddress: 'Lloc',
  consentOnline: 'En línia',
  consentOrganisation: 'Entitat',
  consentSubmit: 'Autoritza la participació',
  consentVolunteerSubmit: 'Autoritza el voluntariat',
  consentDone: 'Gràcies! Hem registrat la teva autorització. Ja pots tancar aquesta pàgina.',
  consentInvalidTitle: 'Aquest enllaç no és vàlid',
  consentExpiredTitle: 'Aquest enllaç ha caducat',
  consentLoadError:
    "No s'han pogut carregar les dades de l'autorització. Torna-ho a provar d'aquí a uns segons.",
};

export default texts;
