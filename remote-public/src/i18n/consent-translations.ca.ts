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
  consentDecline: 'No autoritzo',
  consentDeclineIntro:
    "Si no dones la teva autorització, {{name}} no participarà en aquesta sessió i no te la tornarem a demanar per a aquesta sessió. Si vols, explica'ns el motiu.",
  consentVolunteerDeclineIntro:
    "Si no dones la teva autorització, {{name}} no es podrà inscriure com a voluntari o voluntària i no te la tornarem a demanar. Si vols, explica'ns el motiu.",
  consentDeclineReason: 'Motiu (opcional)',
  consentDeclineReasonHint: "Fins a {{max}} caràcters. L'entitat el veurà.",
  consentDeclineSubmit: 'Confirmar que no autoritzo',
  consentDeclineCancel: 'Tornar',
  consentDeclined:
    'Hem registrat la teva resposta: no dones la teva autorització. Ja pots tancar aquesta pàgina.',
  consentDeclinedOn:
    "El dia {{date}} vas indicar que no dones la teva autorització. L'entitat ho té registrat.",
  consentInvalidTitle: 'Aquest enllaç no és vàlid',
  consentExpiredTitle: 'Aquest enllaç ha caducat',
  consentLoadError:
    "No s'han pogut carregar les dades de l'autorització. Torna-ho a provar d'aquí a uns segons.",
};

export default texts;
