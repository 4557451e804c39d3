import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  title: "Àrea d'entitats",
  nav: {
    label: "Seccions de l'àrea d'entitats",
    home: 'Inici',
    myAccount: 'El meu compte',
  },
  myAccount: {
    title: 'El meu compte',
    intro:
      "La seguretat del teu compte: la contrasenya i la verificació en dos passos. Les teves dades de contacte les manté l'organització.",
  },
  greeting: 'Hola, {{name}}',
  intro: 'Aquí trobaràs la informació de la teva entitat i de les persones que la representen.',
  yourOrganisation: 'La teva entitat',
  noExpiration: 'Sense data de caducitat',
  agreementExpiredHint:
    "El conveni amb l'organització ha caducat. Si continueu col·laborant, posa't en contacte amb ella per renovar-lo.",
  colleaguesTitle: 'Altres persones de contacte de la teva entitat',
  noColleagues: "Ets l'única persona de contacte de la teva entitat.",
  noOrganisation:
    "El teu compte no està vinculat a cap entitat. Posa't en contacte amb l'organització perquè ho revisi.",
};

export default texts;
