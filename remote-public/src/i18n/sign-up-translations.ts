import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The texts of the home page's volunteer sign-up form: they load with the form, not with /login.
addTranslations(I18N_NAMESPACE, {
  es: {
    signUp: {
      formLabel: 'Alta de voluntariado',
      minorHint:
        'Eres menor de edad: tu tutor o tutora recibirá un enlace para autorizar tu voluntariado. Si tienes menos de 16 años, te enviaremos el correo para activar tu cuenta cuando lo autorice.',
      acceptPrivacy: 'He leído y acepto la',
      privacyPolicy: 'política de privacidad',
      submit: 'Quiero ser voluntario/a',
      doneTitle: '¡Gracias por unirte!',
      doneText:
        'Te hemos enviado un correo a {{email}} para activar tu cuenta. Si eres menor de 16 años, lo recibirás cuando tu tutor o tutora lo autorice.',
    },
  },
  en: () => import('./sign-up-translations.en').then((texts) => texts.default),
  ca: () => import('./sign-up-translations.ca').then((texts) => texts.default),
});
