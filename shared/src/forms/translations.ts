import { addDomainTranslations, addTranslations } from '@enlace/shared/i18n';

/** The namespace of the shared form parts; field labels and options come from `domain` (fields.*, enums.*). */
export const FORMS_NAMESPACE = 'forms';

// The labels and options the form parts read. A page loaded on demand that shows them waits for
// `translationsReady()` after its import (the public remote's sign-up and activation forms).
void addDomainTranslations();

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
    resourceChanged: {
      title: 'Alguien ha cambiado este registro',
      reload: 'Recargar',
    },
  },
  en: () => import('./translations.en').then((texts) => texts.default),
  ca: () => import('./translations.ca').then((texts) => texts.default),
});
