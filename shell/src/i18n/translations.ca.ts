import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  loading: "S'està carregant…",
  tenantError: "No s'ha pogut carregar la configuració de l'organització.",
  remoteErrorTitle: "No s'ha pogut carregar aquesta secció",
  remoteErrorText:
    "Pot ser que el servei no estigui disponible ara mateix. Torna-ho a provar d'aquí a uns segons.",
  remoteIncompatibleTitle: "Aquesta secció s'ha actualitzat i encara no funciona aquí",
  remoteIncompatibleText:
    "La versió publicada d'aquesta secció necessita una versió més recent de l'aplicació. Les altres seccions funcionen amb normalitat. Torna-ho a provar més tard; si continua igual, avisa l'equip tècnic de la teva organització.",
  retry: 'Torna-ho a provar',
  cookiesTitle: 'Avís de galetes',
  cookiesText:
    "Aquesta fundació utilitza galetes pròpies i de tercers per a l'anàlisi estadística, l'autenticació de la sessió, mostrar-te contingut útil i personalitzar el servei. Si les acceptes, en consents l'ús.",
  cookiesPolicy: 'Més informació a la política de galetes',
  cookiesAccept: 'Accepta',
  cookiesReject: 'Rebutja',
  cookiesReadAbove: "Pots llegir la política en aquesta pàgina; l'avís es queda aquí fins que triïs.",
  notFoundTitle: "No s'ha trobat la pàgina",
  notFoundText: "La pàgina que cerques no existeix o ha canviat d'adreça.",
  backHome: "Torna a l'inici",
};

export default texts;
