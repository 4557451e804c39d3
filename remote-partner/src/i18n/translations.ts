import { addTranslations } from '@enlace/shared/i18n';

export const I18N_NAMESPACE = 'partner';

addTranslations(I18N_NAMESPACE, {
  es: {
    title: 'Área de entidades',
    greeting: 'Hola, {{name}}',
    intro: 'Aquí encontrarás la información de tu entidad.',
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'Esta página no existe en esta área.',
    backHome: 'Volver al inicio',
  },
  en: {
    title: 'Partner area',
    greeting: 'Hello, {{name}}',
    intro: 'Here you will find the information about your organisation.',
    notFoundTitle: 'Page not found',
    notFoundText: 'This page does not exist in this area.',
    backHome: 'Back to the start',
  },
});
