import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  homeWelcome: 'Et donem la benvinguda',
  homeSignInText: 'Si ja tens un compte, inicia la sessió per veure les teves activitats.',
  signUp: {
    title: 'Fes-te voluntari o voluntària',
    intro:
      "Deixa'ns les teves dades i t'enviarem un correu per activar el compte i completar el perfil. L'equip de l'entitat el revisarà abans que et puguis inscriure a les activitats.",
  },
  signIn: 'Inicia la sessió',
  homeLink: "Pàgina d'inici: {{company}}",
  loginTitle: 'Inici de sessió',
  loginIntro: 'Accedeix amb el correu electrònic i la contrasenya del teu compte.',
  loginSubmit: 'Entra',
  forgotPasswordLink: 'Has oblidat la contrasenya?',
  signInStepExpired:
    'Ha passat massa temps des que vas escriure la contrasenya. Torna-la a escriure per entrar.',
  forgotPasswordTitle: 'Recuperació de la contrasenya',
  forgotPasswordIntro:
    "Escriu el teu correu electrònic i t'enviarem un enllaç per triar una contrasenya nova.",
  forgotPasswordSubmit: "Envia l'enllaç",
  backToLogin: "Torna a l'inici de sessió",
  retry: 'Torna-ho a provar',
  goHome: "Ves a l'inici",
  loading: "S'està carregant…",
  email: 'Correu electrònic',
  password: 'Contrasenya',
  newPassword: 'Contrasenya nova',
  repeatPassword: 'Repeteix la contrasenya',
  passwordHint: 'Entre 12 i 64 caràcters. Evita contrasenyes conegudes o que facis servir en altres llocs.',
  notFoundTitle: "No s'ha trobat la pàgina",
  notFoundText: "La pàgina que cerques no existeix o ha canviat d'adreça.",
  backHome: "Torna a l'inici",
};

export default texts;
