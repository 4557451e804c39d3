import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of certificate-translations.ts, in a chunk of their own.
const texts: LanguageTexts = {
  certificates: {
    title: 'Certificats de voluntariat',
    intro:
      "Emet el certificat de les hores de voluntariat d'aquesta persona (Llei 45/2015, art. 10): en la seva llengua, amb les activitats i les sessions. Queda registrat durant deu anys.",
    from: 'Des de',
    to: 'Fins a',
    periodHint: 'Deixa les dates buides per incloure tot el seu temps de voluntariat.',
    issue: 'Emet el certificat',
    issuing: 'Emetent…',
    issued: 'Certificats emesos',
    empty: 'Encara no se li ha emès cap certificat.',
    loadError: "No s'han pogut carregar els certificats. Torna a carregar la pàgina.",
    allTime: 'Tot el seu temps de voluntariat',
    period: 'Del {{from}} al {{to}}',
    summary: '{{hours}} en {{sessions}} sessions · {{date}}',
    by: 'Emès per {{name}}',
    download: 'Descarrega',
    downloadOf: 'Descarrega el certificat {{reference}}',
    duration: '{{hours}} h {{minutes}} min',
    durationHours: '{{hours}} h',
    durationMinutes: '{{minutes}} min',
  },
};

export default texts;
