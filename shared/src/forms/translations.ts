import { addTranslations } from '@enlace/shared/i18n';

/** The namespace of the shared form parts; field labels and options come from `common` (fields.*, enums.*). */
export const FORMS_NAMESPACE = 'forms';

addTranslations(FORMS_NAMESPACE, {
  es: {
    sections: {
      personal: 'Datos personales',
      contact: 'Contacto',
      address: 'Dirección',
      volunteering: 'Perfil de voluntariado',
      status: 'Estado',
    },
    phonePrefixHint: 'Por ejemplo, +34',
    locationSearch: 'Buscar municipio',
    locationSearchHint: 'Escribe parte del nombre para filtrar la lista de municipios.',
    locationSearching: 'Buscando municipios…',
    locationNoMatches: 'Ningún municipio coincide con la búsqueda.',
    availabilityHint: 'Mañanas y tardes de la semana en que se puede contar con la persona.',
    availabilitySlot: '{{day}}, {{time}}',
    weekday: 'Día',
    changePassword: {
      title: 'Contraseña',
      intro: 'Para cambiarla, escribe primero la actual.',
      currentPassword: 'Contraseña actual',
      newPassword: 'Contraseña nueva',
      repeatPassword: 'Repite la contraseña nueva',
      hint: 'Entre 12 y 64 caracteres. Evita contraseñas conocidas o que uses en otros sitios.',
      submit: 'Cambiar la contraseña',
    },
  },
  en: {
    sections: {
      personal: 'Personal details',
      contact: 'Contact',
      address: 'Address',
      volunteering: 'Volunteering profile',
      status: 'Status',
    },
    phonePrefixHint: 'For example, +34',
    locationSearch: 'Search town or city',
    locationSearchHint: 'Type part of the name to filter the list of towns.',
    locationSearching: 'Searching towns…',
    locationNoMatches: 'No town matches the search.',
    availabilityHint: 'Mornings and afternoons of the week when the person can usually help.',
    availabilitySlot: '{{day}}, {{time}}',
    weekday: 'Day',
    changePassword: {
      title: 'Password',
      intro: 'To change it, type the current one first.',
      currentPassword: 'Current password',
      newPassword: 'New password',
      repeatPassword: 'Repeat the new password',
      hint: 'Between 12 and 64 characters. Avoid well-known passwords or ones you use elsewhere.',
      submit: 'Change the password',
    },
  },
});
