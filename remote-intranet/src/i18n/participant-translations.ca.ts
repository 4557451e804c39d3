import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of participant-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  participants: {
    title: 'Intervenció',
    titleOf: '{{activity}} · {{date}}',
    activity: 'Activitat',
    date: 'Data',
    time: 'Horari',
    timeRange: 'De les {{start}} a les {{end}}',
    place: 'Lloc',
    online: 'En línia',
    completedTitle: 'Intervenció realitzada',
    completedText: 'Ja no es poden afegir ni treure participants.',
    section: {
      volunteer: 'Voluntariat',
      employee: 'Personal tècnic',
      beneficiary: 'Persones beneficiàries',
    },
    countOfMax: '{{count}} de {{max}}',
    full: 'Places completes',
    addButton: {
      volunteer: 'Afegeix una persona voluntària',
      employee: 'Afegeix personal tècnic',
      beneficiary: 'Afegeix una persona beneficiària',
    },
    addTitle: {
      volunteer: 'Afegeix una persona voluntària',
      employee: 'Afegeix algú del personal',
      beneficiary: 'Afegeix una persona beneficiària',
    },
    empty: {
      volunteer: 'Encara no hi ha cap persona voluntària inscrita.',
      employee: 'Encara no hi ha personal tècnic assignat.',
      beneficiary: 'Encara no hi ha persones beneficiàries.',
    },
    columns: { person: 'Persona', status: 'Estat', actions: 'Accions' },
    minor: "Menor d'edat",
    selfSubscribed: 'Inscripció pròpia',
    consentSent: 'Correu enviat a {{email}} el dia {{date}}.',
    consentExpires: "L'enllaç caduca el dia {{date}}.",
    consentExpired: "L'enllaç ha caducat: torna a enviar el correu.",
    declinedOn: 'La persona tutora no ho va autoritzar el {{date}}.',
    declineReason: 'Motiu: «{{reason}}»',
    declinedCount_one: '{{count}} rebutjada',
    declinedCount_other: '{{count}} rebutjades',
    overCapacityTitle: "Supera l'aforament del lloc",
    overCapacityText:
      'La sala té capacitat per a {{capacity}} persones i aquesta sessió en preveu fins a {{expected}}.',
    pendingCount_one: '{{count}} pendent de consentiment',
    pendingCount_other: '{{count}} pendents de consentiment',
    resend: 'Torna a enviar el correu',
    resendFor: 'Torna a enviar el correu de consentiment per a {{name}}',
    remove: 'Treu',
    removeFor: 'Treu {{name}}',
    removeTitle: 'Vols treure {{name}} de la intervenció?',
    removeText:
      "La seva plaça quedarà lliure. Si tenia un consentiment pendent, l'enllaç deixarà de funcionar.",
    search: 'Cerca',
    searchHint: "Nom, cognoms, correu electrònic o document d'identitat.",
    searchError: "No s'ha pogut fer la cerca. Torna-ho a provar.",
    noResults: 'Ningú no coincideix amb la cerca.',
    results: 'Resultats',
    alreadyAdded: 'Ja hi participa',
    add: 'Afegeix',
    addPerson: 'Afegeix {{name}}',
  },
};

export default texts;
