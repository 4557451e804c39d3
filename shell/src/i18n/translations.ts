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
    remoteIncompatibleTitle: 'Esta sección se ha actualizado y aún no funciona aquí',
    remoteIncompatibleText:
      'La versión publicada de esta sección necesita una versión más reciente de la aplicación. Las demás secciones funcionan con normalidad. Vuelve a intentarlo más tarde; si sigue igual, avisa al equipo técnico de tu organización.',
    retry: 'Reintentar',
    cookiesTitle: 'Aviso de Cookies',
    cookiesText:
      'Esta fundación utiliza cookies propias y de terceros para el análisis estadístico, la autenticación de la sesión, mostrarte contenido útil y personalizar el servicio. Si aceptas, consientes su uso.',
    cookiesPolicy: 'Más información en la política de cookies',
    cookiesAccept: 'Aceptar',
    cookiesReject: 'Rechazar',
    cookiesReadAbove: 'Puedes leer la política en esta página; el aviso se queda aquí hasta que elijas.',
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'La página que buscas no existe o ha cambiado de dirección.',
    backHome: 'Volver al inicio',
  },
  en: () => import('./translations.en').then((texts) => texts.default),
  ca: () => import('./translations.ca').then((texts) => texts.default),
});
