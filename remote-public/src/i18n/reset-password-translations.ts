import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The texts of the password reset page (reached from the emailed link): they load with it, not with /login.
addTranslations(I18N_NAMESPACE, {
  es: {
    resetPasswordTitle: 'Elige una contraseña nueva',
    resetPasswordIntro: 'Escribe tu nueva contraseña dos veces para confirmarla.',
    resetPasswordSubmit: 'Guardar la contraseña',
    requestNewLink: 'Solicitar un enlace nuevo',
  },
  en: () => import('./reset-password-translations.en').then((texts) => texts.default),
  ca: () => import('./reset-password-translations.ca').then((texts) => texts.default),
});
