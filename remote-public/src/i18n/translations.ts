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
    },
    signIn: 'Iniciar sesión',
    homeLink: 'Inicio de {{company}}',
    loginTitle: 'Iniciar sesión',
    loginIntro: 'Accede con el correo electrónico y la contraseña de tu cuenta.',
    loginSubmit: 'Entrar',
    forgotPasswordLink: '¿Has olvidado tu contraseña?',
    signInStepExpired:
      'Ha pasado demasiado tiempo desde que escribiste la contraseña. Vuelve a escribirla para entrar.',
    forgotPasswordTitle: 'Recuperar la contraseña',
    forgotPasswordIntro:
      'Escribe tu correo electrónico y te enviaremos un enlace para elegir una contraseña nueva.',
    forgotPasswordSubmit: 'Enviar el enlace',
    backToLogin: 'Volver a iniciar sesión',
    retry: 'Reintentar',
    goHome: 'Ir al inicio',
    loading: 'Cargando…',
    email: 'Correo electrónico',
    password: 'Contraseña',
    newPassword: 'Contraseña nueva',
    repeatPassword: 'Repite la contraseña',
    passwordHint: 'Entre 12 y 64 caracteres. Evita contraseñas conocidas o que uses en otros sitios.',
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'La página que buscas no existe o ha cambiado de dirección.',
    backHome: 'Volver al inicio',
  },
  en: () => import('./translations.en').then((texts) => texts.default),
  ca: () => import('./translations.ca').then((texts) => texts.default),
});
