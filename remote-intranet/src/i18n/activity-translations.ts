import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The activity and intervention screens' texts, in the intranet namespace; kept apart because they are many.
addTranslations(I18N_NAMESPACE, {
  es: {
    activities: {
      title: 'Actividades',
      search: 'Buscar',
      searchHint: 'Nombre de la actividad.',
      statusFilter: 'Estado',
      allStatuses: 'Todos',
      sortBy: 'Ordenar por',
      sort: {
        name: { asc: 'Nombre (A-Z)', desc: 'Nombre (Z-A)' },
        dateStart: { asc: 'Inicio (más antiguas primero)', desc: 'Inicio (más recientes primero)' },
      },
      tableCaption: 'Actividades',
      columns: {
        name: 'Actividad',
        dates: 'Fechas',
        coordinator: 'Coordinación',
        interventions: 'Intervenciones',
        status: 'Estado',
      },
      dateRange: '{{start}} – {{end}}',
      count_one: '{{formatted}} actividad',
      count_other: '{{formatted}} actividades',
      emptyTitle: 'Todavía no hay actividades',
      emptyText:
        'Crea la primera actividad, añade sus intervenciones y publícala para que el voluntariado pueda inscribirse.',
      noMatchesTitle: 'Ninguna actividad coincide con la búsqueda',
      noMatchesText: 'Prueba con otras palabras o quita el filtro.',
    },
    activity: {
      createTitle: 'Nueva actividad',
      createIntro:
        'La actividad se guarda como borrador: añade después sus intervenciones y publícala cuando esté lista.',
      create: 'Crear la actividad',
      name: 'Nombre de la actividad',
      sections: {
        activity: 'Actividad',
        people: 'Coordinación y entidades',
        dates: 'Fechas',
      },
      descriptionHint: 'Opcional, hasta {{max}} caracteres.',
      noProject: 'Sin proyecto',
      choose: 'Elige una opción',
      partners: 'Entidades colaboradoras',
      partnersHint: 'Al menos una.',
      noPartners: 'No hay entidades colaboradoras: da de alta alguna antes de crear la actividad.',
      datesHint: 'Todas las intervenciones deben caer dentro de estas fechas.',
      limitReached:
        'Tu plan no admite más actividades abiertas. Finaliza o cancela alguna antes de crear otra.',
      notEditable: 'La actividad está finalizada o cancelada: ya no se puede modificar.',
      duplicatedFrom: 'Copia de otra actividad',
      move: {
        active: 'Publicar',
        draft: 'Volver a borrador',
        ready: 'Marcar como lista',
        in_progress: 'Marcar en curso',
        complete: 'Marcar como completada',
        finished: 'Finalizar',
        cancelled: 'Cancelar la actividad',
      },
      moveTitle: '¿Pasar «{{name}}» a «{{status}}»?',
      moveText: {
        active: 'El voluntariado verá la actividad y podrá inscribirse en sus intervenciones.',
        draft:
          'La actividad dejará de verse en el área de voluntariado. Quien ya se inscribió conserva su plaza.',
        ready:
          'La actividad tiene la gente necesaria; las inscripciones siguen abiertas hasta completar las plazas.',
        in_progress: 'La actividad ha empezado.',
        complete: 'Todas las intervenciones se han hecho: ya no se admiten más participantes.',
        finished: 'La actividad se cierra con su historial y ya no se podrá modificar.',
        cancelled: 'La actividad se anula y ya no se podrá modificar; se puede recuperar como borrador.',
      },
      moved: 'Estado cambiado a «{{status}}»',
      duplicate: 'Duplicar',
      delete: 'Eliminar',
      deleteTitle: '¿Eliminar «{{name}}»?',
      deleteText:
        'Se eliminan la actividad y sus intervenciones. Solo es posible en borrador o cancelada y sin participantes.',
      duplicateTitle: 'Duplicar «{{name}}»',
      duplicateIntro:
        'Se crea un borrador con las mismas entidades e intervenciones, movidas tantos días como la nueva fecha de inicio. Para conservar los días de la semana, mueve la fecha en semanas completas.',
      duplicateName: 'Nombre de la copia',
      duplicateSubmit: 'Crear la copia',
    },
    interventions: {
      title: 'Intervenciones',
      add: 'Añadir intervención',
      emptyTitle: 'Todavía no hay intervenciones',
      emptyText: 'Añade las sesiones de la actividad con su día, horario y lugar.',
      tableCaption: 'Intervenciones de la actividad',
      columns: {
        date: 'Día',
        time: 'Horario',
        place: 'Lugar',
        people: 'Participantes',
        status: 'Estado',
        actions: 'Acciones',
      },
      time: '{{start}}–{{end}}',
      online: 'En línea',
      people:
        'Voluntariado {{volunteers}}/{{maxVolunteers}} · Técnicos {{employees}}/{{maxEmployees}} · Beneficiarios {{beneficiaries}}/{{maxBeneficiaries}}',
      pending_one: '{{count}} pendiente de autorización',
      pending_other: '{{count}} pendientes de autorización',
      completed: 'Completada',
      open: 'Abierta',
      edit: 'Editar',
      editLabel: 'Editar la intervención del {{date}}',
      delete: 'Eliminar',
      deleteLabel: 'Eliminar la intervención del {{date}}',
      deleteTitle: '¿Eliminar la intervención del {{date}}?',
      deleteText: 'Solo se puede eliminar una intervención sin participantes.',
      createTitle: 'Nueva intervención',
      editTitle: 'Editar intervención',
      name: 'Nombre de la intervención (opcional)',
      placeHint: 'Obligatorio salvo en línea. Debe estar abierto ese día y a esa hora, y libre.',
      noPlace: 'Sin lugar',
      peopleLegend: 'Participantes previstos',
      peopleHint:
        'Los máximos de voluntariado y de técnicos no pueden ser ambos 0; el de beneficiarios no puede ser 0.',
      capacityWarning:
        'La sala tiene capacidad para {{capacity}} personas y esta sesión prevé hasta {{expected}}.',
      capacityWarningSaved:
        'Guardada, pero la sala tiene capacidad para {{capacity}} personas y esta sesión prevé hasta {{expected}}.',
      overCapacity: 'Prevé {{expected}} personas; aforo {{capacity}}',
    },
    coordinatorTransfer: {
      title: '{{name}} coordina actividades',
      text: 'Para eliminarle, elige quién se hace cargo de sus actividades. Se le asignarán todas y después se eliminará la cuenta; no se pierde ninguna actividad.',
      receiver: 'Nuevo coordinador o coordinadora',
      noOther: 'No hay otro coordinador al que transferir las actividades: da de alta uno antes.',
      submit: 'Transferir y eliminar',
    },
  },
  en: () => import('./activity-translations.en').then((texts) => texts.default),
  ca: () => import('./activity-translations.ca').then((texts) => texts.default),
});
