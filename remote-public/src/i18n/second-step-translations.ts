import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The texts of the sign-in's second step (two-step verification): they load with it, once a password asks for it.
addTranslations(I18N_NAMESPACE, {
  es: {
    secondStep: {
      codeTitle: 'Verificación en dos pasos',
      codeIntro:
        'Abre la aplicación de autenticación de tu móvil y escribe el código de 6 cifras que muestra para {{organisation}}.',
      verify: 'Verificar',
      back: 'Volver a la contraseña',
      enrolTitle: 'Activa la verificación en dos pasos',
      enrolIntro:
        '{{organisation}} exige la verificación en dos pasos a las cuentas de administración, porque dan acceso a los datos de todas las personas de la organización. Solo tienes que configurarla una vez: después, al entrar, te pediremos la contraseña y un código de la aplicación.',
      enrolSubmit: 'Activar y entrar',
      preparing: 'Preparando el código QR…',
    },
  },
  en: () => import('./second-step-translations.en').then((texts) => texts.default),
  ca: () => import('./second-step-translations.ca').then((texts) => texts.default),
});
