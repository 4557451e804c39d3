import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The intervention's participants screen, in the intranet namespace.
addTranslations(I18N_NAMESPACE, {
  es: {
    participants: {
      title: 'Intervención',
      titleOf: '{{activity}} · {{date}}',
      activity: 'Actividad',
      date: 'Fecha',
      time: 'Horario',
      timeRange: 'De {{start}} a {{end}}',
      place: 'Lugar',
      online: 'En línea',
      completedTitle: 'Intervención realizada',
      completedText: 'Ya no se pueden añadir ni quitar participantes.',
      section: {
        volunteer: 'Voluntariado',
        employee: 'Personal técnico',
        beneficiary: 'Personas beneficiarias',
      },
      countOfMax: '{{count}} de {{max}}',
      full: 'Plazas completas',
      addButton: {
        volunteer: 'Añadir voluntario',
        employee: 'Añadir técnico',
        beneficiary: 'Añadir beneficiario',
      },
      addTitle: {
        volunteer: 'Añadir un voluntario',
        employee: 'Añadir a alguien del personal',
        beneficiary: 'Añadir una persona beneficiaria',
      },
      empty: {
        volunteer: 'Todavía no hay voluntarios inscritos.',
        employee: 'Todavía no hay personal técnico asignado.',
        beneficiary: 'Todavía no hay personas beneficiarias.',
      },
      columns: { person: 'Persona', status: 'Estado', actions: 'Acciones' },
      minor: 'Menor de edad',
      selfSubscribed: 'Inscripción propia',
      consentSent: 'Correo enviado a {{email}} el {{date}}.',
      consentExpires: 'El enlace caduca el {{date}}.',
      consentExpired: 'El enlace ha caducado: reenvía el correo.',
      declinedOn: 'La persona tutora no lo autorizó el {{date}}.',
      declineReason: 'Motivo: «{{reason}}»',
      declinedCount_one: '{{count}} rechazada',
      declinedCount_other: '{{count}} rechazadas',
      overCapacityTitle: 'Supera el aforo del lugar',
      overCapacityText:
        'La sala tiene capacidad para {{capacity}} personas y esta sesión prevé hasta {{expected}}.',
      pendingCount_one: '{{count}} pendiente de consentimiento',
      pendingCount_other: '{{count}} pendientes de consentimiento',
      resend: 'Reenviar correo',
      resendFor: 'Reenviar correo de consentimiento de {{name}}',
      remove: 'Quitar',
      removeFor: 'Quitar a {{name}}',
      removeTitle: '¿Quitar a {{name}} de la intervención?',
      removeText:
        'Dejará libre su plaza. Si tenía un consentimiento pendiente, el enlace dejará de funcionar.',
      search: 'Buscar',
      searchHint: 'Nombre, apellidos, correo electrónico o documento de identidad.',
      searchError: 'No se ha podido buscar. Inténtalo de nuevo.',
      noResults: 'No hay nadie que coincida con la búsqueda.',
      results: 'Resultados',
      alreadyAdded: 'Ya participa',
      add: 'Añadir',
      addPerson: 'Añadir a {{name}}',
    },
  },
  en: () => import('./participant-translations.en').then((texts) => texts.default),
  ca: () => import('./participant-translations.ca').then((texts) => texts.default),
});
