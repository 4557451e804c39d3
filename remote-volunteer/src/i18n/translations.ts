import { addTranslations } from '@enlace/shared/i18n';

export const I18N_NAMESPACE = 'volunteer';

addTranslations(I18N_NAMESPACE, {
  es: {
    title: 'Área de voluntariado',
    greeting: 'Hola, {{name}}',
    intro: 'Aquí encontrarás las actividades disponibles y las tuyas.',
    validatedTitle: 'Perfil validado',
    validatedText: 'Ya puedes inscribirte en las actividades de la entidad.',
    pendingTitle: 'Perfil pendiente de validación',
    pendingText:
      'El equipo de la entidad revisará tus datos. Cuando validen tu perfil podrás inscribirte en las actividades.',
  },
  en: {
    title: 'Volunteer area',
    greeting: 'Hello, {{name}}',
    intro: 'Here you will find the available activities and your own.',
    validatedTitle: 'Profile validated',
    validatedText: "You can now sign up to the organisation's activities.",
    pendingTitle: 'Profile pending validation',
    pendingText:
      "The organisation's team will review your details. Once they validate your profile you can sign up to activities.",
  },
});
