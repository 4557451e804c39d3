import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The texts of the account activation page: they load with it, not with /login.
addTranslations(I18N_NAMESPACE, {
  es: {
    activateTitle: 'Activa tu cuenta',
    activateGreeting: 'Hola, {{name}}',
    activateIntro: 'Completa tus datos y elige una contraseña para empezar a usar tu cuenta ({{email}}).',
    activateSubmit: 'Activar la cuenta',
    activateInvalidTitle: 'Este enlace no es válido',
    activateLoadError: 'No se han podido cargar los datos de la cuenta. Inténtalo de nuevo en unos segundos.',
    sectionPassword: 'Contraseña',
  },
  en: () => import('./activate-translations.en').then((texts) => texts.default),
  ca: () => import('./activate-translations.ca').then((texts) => texts.default),
});
