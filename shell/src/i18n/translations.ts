import { addTranslations } from '@enlace/shared/i18n';

export const I18N_NAMESPACE = 'shell';

// Flat keys: the shared instance may use dots inside keys (api.error.*).
addTranslations(I18N_NAMESPACE, {
  es: {
    loading: 'Cargando…',
    tenantError: 'No se ha podido cargar la configuración de la organización.',
    remoteErrorTitle: 'No se ha podido cargar esta sección',
    remoteErrorText:
      'Puede que el servicio no esté disponible en este momento. Inténtalo de nuevo en unos segundos.',
    retry: 'Reintentar',
    cookiesTitle: 'Aviso de Cookies',
    cookiesText:
      'Esta fundación utiliza cookies propias y de terceros para el análisis estadístico, la autenticación de la sesión, mostrarte contenido útil y personalizar el servicio. Si aceptas, consientes su uso.',
    cookiesPolicy: 'Más información en la política de cookies',
    cookiesAccept: 'Aceptar',
    cookiesReject: 'Rechazar',
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'La página que buscas no existe o ha cambiado de dirección.',
    backHome: 'Volver al inicio',
  },
  en: {
    loading: 'Loading…',
    tenantError: "The organisation's configuration could not be loaded.",
    remoteErrorTitle: 'This section could not be loaded',
    remoteErrorText: 'The service may be unavailable right now. Please try again in a few seconds.',
    retry: 'Retry',
    cookiesTitle: 'Cookie notice',
    cookiesText:
      'This foundation uses its own and third-party cookies for statistical analysis, session authentication, showing you useful content and personalising the service. By accepting, you consent to their use.',
    cookiesPolicy: 'More in the cookie policy',
    cookiesAccept: 'Accept',
    cookiesReject: 'Reject',
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to the home page',
  },
  ca: {
    loading: "S'està carregant…",
    tenantError: "No s'ha pogut carregar la configuració de l'organització.",
    remoteErrorTitle: "No s'ha pogut carregar aquesta secció",
    remoteErrorText:
      "Pot ser que el servei no estigui disponible ara mateix. Torna-ho a provar d'aquí a uns segons.",
    retry: 'Torna-ho a provar',
    cookiesTitle: 'Avís de galetes',
    cookiesText:
      "Aquesta fundació utilitza galetes pròpies i de tercers per a l'anàlisi estadística, l'autenticació de la sessió, mostrar-te contingut útil i personalitzar el servei. Si les acceptes, en consents l'ús.",
    cookiesPolicy: 'Més informació a la política de galetes',
    cookiesAccept: 'Accepta',
    cookiesReject: 'Rebutja',
    notFoundTitle: "No s'ha trobat la pàgina",
    notFoundText: "La pàgina que cerques no existeix o ha canviat d'adreça.",
    backHome: "Torna a l'inici",
  },
});
