import { addTranslations } from '@enlace/shared/i18n';

export const I18N_NAMESPACE = 'intranet';

addTranslations(I18N_NAMESPACE, {
  es: {
    title: 'Intranet',
    greeting: 'Hola, {{name}}',
    intro: 'Desde aquí gestionarás el voluntariado, las actividades y las personas beneficiarias.',
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'Esta página no existe en esta área.',
    backHome: 'Volver al inicio',
  },
  en: {
    title: 'Intranet',
    greeting: 'Hello, {{name}}',
    intro: 'From here you will manage volunteers, activities and beneficiaries.',
    notFoundTitle: 'Page not found',
    notFoundText: 'This page does not exist in this area.',
    backHome: 'Back to the start',
  },
});
