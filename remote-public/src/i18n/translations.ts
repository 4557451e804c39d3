import { addTranslations } from '@enlace/shared/i18n';

export const I18N_NAMESPACE = 'public';

// Dots separate nested keys; the api.error.* and api.success.* texts fall back to the common namespace.
addTranslations(I18N_NAMESPACE, {
  es: {
    homeWelcome: 'Te damos la bienvenida',
    homeSignInText: 'Si ya tienes una cuenta, inicia sesión para ver tus actividades.',
    signUp: {
      title: 'Hazte voluntario o voluntaria',
      intro:
        'Déjanos tus datos y te enviaremos un correo para activar tu cuenta y completar tu perfil. El equipo de la entidad lo revisará antes de que puedas inscribirte en actividades.',
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
    signIn: 'Iniciar sesión',
    homeLink: 'Inicio de {{company}}',
    loginTitle: 'Iniciar sesión',
    loginIntro: 'Accede con el correo electrónico y la contraseña de tu cuenta.',
    loginSubmit: 'Entrar',
    forgotPasswordLink: '¿Has olvidado tu contraseña?',
    forgotPasswordTitle: 'Recuperar la contraseña',
    forgotPasswordIntro:
      'Escribe tu correo electrónico y te enviaremos un enlace para elegir una contraseña nueva.',
    forgotPasswordSubmit: 'Enviar el enlace',
    backToLogin: 'Volver a iniciar sesión',
    resetPasswordTitle: 'Elige una contraseña nueva',
    resetPasswordIntro: 'Escribe tu nueva contraseña dos veces para confirmarla.',
    resetPasswordSubmit: 'Guardar la contraseña',
    requestNewLink: 'Solicitar un enlace nuevo',
    activateTitle: 'Activa tu cuenta',
    activateGreeting: 'Hola, {{name}}',
    activateIntro: 'Completa tus datos y elige una contraseña para empezar a usar tu cuenta ({{email}}).',
    activateSubmit: 'Activar la cuenta',
    activateInvalidTitle: 'Este enlace no es válido',
    activateLoadError: 'No se han podido cargar los datos de la cuenta. Inténtalo de nuevo en unos segundos.',
    retry: 'Reintentar',
    goHome: 'Ir al inicio',
    loading: 'Cargando…',
    sectionPassword: 'Contraseña',
    email: 'Correo electrónico',
    password: 'Contraseña',
    newPassword: 'Contraseña nueva',
    repeatPassword: 'Repite la contraseña',
    passwordHint: 'Entre 12 y 64 caracteres. Evita contraseñas conocidas o que uses en otros sitios.',
    consentTitle: 'Autorizar la participación',
    consentIntro:
      '{{organisation}} pide tu autorización, como tutor o tutora, para que {{name}} participe en esta actividad.',
    consentVolunteerTitle: 'Autorizar el voluntariado',
    consentVolunteerIntro:
      '{{name}} quiere participar como voluntario o voluntaria en {{organisation}}. Al ser menor de edad, necesita tu autorización.',
    consentChild: 'Menor',
    consentActivity: 'Actividad',
    consentDate: 'Fecha',
    consentTime: 'Horario',
    consentTimeRange: 'De {{start}} a {{end}}',
    consentAddress: 'Lugar',
    consentOnline: 'En línea',
    consentOrganisation: 'Entidad',
    consentSubmit: 'Autorizar la participación',
    consentVolunteerSubmit: 'Autorizar el voluntariado',
    consentDone: '¡Gracias! Hemos registrado tu autorización. Ya puedes cerrar esta página.',
    consentInvalidTitle: 'Este enlace no es válido',
    consentExpiredTitle: 'Este enlace ha caducado',
    consentLoadError:
      'No se han podido cargar los datos de la autorización. Inténtalo de nuevo en unos segundos.',
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'La página que buscas no existe o ha cambiado de dirección.',
    backHome: 'Volver al inicio',
  },
  en: () => import('./translations.en').then((texts) => texts.default),
  ca: () => import('./translations.ca').then((texts) => texts.default),
});
