import { addTranslations } from '@enlace/shared/i18n';

export const I18N_NAMESPACE = 'volunteer';

addTranslations(I18N_NAMESPACE, {
  es: {
    title: 'Área de voluntariado',
    greeting: 'Hola, {{name}}',
    intro: 'Aquí encontrarás las actividades disponibles y las tuyas.',
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'Esta página no existe en esta área.',
    backHome: 'Volver al inicio',
  },
  en: {
    title: 'Volunteer area',
    greeting: 'Hello, {{name}}',
    intro: 'Here you will find the available activities and your own.',
    notFoundTitle: 'Page not found',
    notFoundText: 'This page does not exist in this area.',
    backHome: 'Back to the start',
  },
});
