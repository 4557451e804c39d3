import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of page-meta-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  meta: {
    homeTitle: 'Voluntariat',
    homeDescription:
      '{{organisation}}: fes-te voluntari o voluntària, participa en les seves activitats i accedeix al teu compte.',
    activateDescription:
      'Activa el teu compte de voluntariat: completa les teves dades i tria una contrasenya.',
    consentDescription:
      "Autorització del tutor o la tutora perquè una persona menor d'edat participi en una activitat o en el voluntariat.",
  },
};

export default texts;
