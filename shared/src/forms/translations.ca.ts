import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  sections: {
    personal: 'Dades personals',
    contact: 'Contacte',
    address: 'Adreça',
    volunteering: 'Perfil de voluntariat',
    status: 'Estat',
  },
  phonePrefixHint: 'Per exemple, +34',
  locationSearch: 'Cerca un municipi',
  locationSearchHint: 'Escriu una part del nom per filtrar la llista de municipis.',
  locationSearching: "S'estan cercant municipis…",
  locationNoMatches: 'Cap municipi no coincideix amb la cerca.',
  availabilityHint: 'Matins i tardes de la setmana en què es pot comptar amb la persona.',
  availabilitySlot: '{{day}}, {{time}}',
  weekday: 'Dia',
  changePassword: {
    title: 'Contrasenya',
    intro: "Per canviar-la, escriu primer l'actual.",
    currentPassword: 'Contrasenya actual',
    newPassword: 'Contrasenya nova',
    repeatPassword: 'Repeteix la contrasenya nova',
    hint: 'Entre 12 i 64 caràcters. Evita contrasenyes conegudes o que facis servir en altres llocs.',
    submit: 'Canvia la contrasenya',
  },
  resourceChanged: {
    title: 'Algú ha canviat aquest registre',
    reload: 'Torna a carregar',
  },
};

export default texts;
