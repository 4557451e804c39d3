import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  homeWelcome: 'Et donem la benvinguda',
  homeSignInText: 'Si ja tens un compte, inicia la sessió per veure les teves activitats.',
  signUp: {
    title: 'Fes-te voluntari o voluntària',
    intro:
      "Deixa'ns les teves dades i t'enviarem un correu per activar el compte i completar el perfil. L'equip de l'entitat el revisarà abans que et puguis inscriure a les activitats.",
    formLabel: 'Alta de voluntariat',
    minorHint:
      "Ets menor d'edat: el teu tutor o tutora rebrà un enllaç per autoritzar el teu voluntariat. Si tens menys de 16 anys, t'enviarem el correu per activar el compte quan ho autoritzi.",
    acceptPrivacy: 'He llegit i accepto la',
    privacyPolicy: 'política de privadesa',
    submit: 'Vull ser voluntari/ària',
    doneTitle: "Gràcies per unir-t'hi!",
    doneText:
      "T'hem enviat un correu a {{email}} per activar el compte. Si tens menys de 16 anys, el rebràs quan el teu tutor o tutora ho autoritzi.",
  },
  signIn: 'Inicia la sessió',
  homeLink: "Pàgina d'inici: {{company}}",
  loginTitle: 'Inici de sessió',
  loginIntro: 'Accedeix amb el correu electrònic i la contrasenya del teu compte.',
  loginSubmit: 'Entra',
  forgotPasswordLink: 'Has oblidat la contrasenya?',
  forgotPasswordTitle: 'Recuperació de la contrasenya',
  forgotPasswordIntro:
    "Escriu el teu correu electrònic i t'enviarem un enllaç per triar una contrasenya nova.",
  forgotPasswordSubmit: "Envia l'enllaç",
  backToLogin: "Torna a l'inici de sessió",
  resetPasswordTitle: 'Tria una contrasenya nova',
  resetPasswordIntro: 'Escriu la contrasenya nova dues vegades per confirmar-la.',
  resetPasswordSubmit: 'Desa la contrasenya',
  requestNewLink: 'Demana un enllaç nou',
  activateTitle: 'Activa el teu compte',
  activateGreeting: 'Hola, {{name}}',
  activateIntro:
    'Completa les teves dades i tria una contrasenya per començar a fer servir el teu compte ({{email}}).',
  activateSubmit: 'Activa el compte',
  activateInvalidTitle: 'Aquest enllaç no és vàlid',
  activateLoadError: "No s'han pogut carregar les dades del compte. Torna-ho a provar d'aquí a uns segons.",
  retry: 'Torna-ho a provar',
  goHome: "Ves a l'inici",
  loading: "S'està carregant…",
  sectionPassword: 'Contrasenya',
  email: 'Correu electrònic',
  password: 'Contrasenya',
  newPassword: 'Contrasenya nova',
  repeatPassword: 'Repeteix la contrasenya',
  passwordHint: 'Entre 12 i 64 caràcters. Evita contrasenyes conegudes o que facis servir en altres llocs.',
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
  notFoundTitle: "No s'ha trobat la pàgina",
  notFoundText: "La pàgina que cerques no existeix o ha canviat d'adreça.",
  backHome: "Torna a l'inici",
};

export default texts;
