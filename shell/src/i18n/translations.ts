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
});
