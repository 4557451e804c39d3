import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of activate-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  activateTitle: 'Activa el teu compte',
  activateGreeting: 'Hola, {{name}}',
  activateIntro:
    'Completa les teves dades i tria una contrasenya per començar a fer servir el teu compte ({{email}}).',
  activateSubmit: 'Activa el compte',
  activateInvalidTitle: 'Aquest enllaç no és vàlid',
  activateLoadError: "No s'han pogut carregar les dades del compte. Torna-ho a provar d'aquí a uns segons.",
  sectionPassword: 'Contrasenya',
};

export default texts;
