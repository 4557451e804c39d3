import { addDomainTranslations, addTranslations } from '@enlace/shared/i18n';

export const I18N_NAMESPACE = 'volunteer';

// The fields' labels and the enumerations' options of the area's profile form (namespace `domain`); the shell
// shows the area once they are here.
void addDomainTranslations();

addTranslations(I18N_NAMESPACE, {
  es: {
    title: 'Área de voluntariado',
    greeting: 'Hola, {{name}}',
    intro: 'Aquí encontrarás las actividades disponibles y las tuyas.',
    nav: {
      label: 'Secciones del área de voluntariado',
      home: 'Inicio',
      myActivities: 'Mis actividades',
      calendar: 'Calendario',
      myProfile: 'Mi perfil',
    },
    warning: {
      notValidatedTitle: 'Perfil pendiente de validación',
      notValidatedText:
        'Tu perfil está pendiente de validación: aún no puedes inscribirte en las actividades. El equipo de la entidad revisará tus datos.',
      tutorPendingTitle: 'Falta la autorización de tu tutor o tutora',
      tutorPendingText:
        'Como eres menor de edad, tu tutor o tutora legal tiene que autorizar tu voluntariado antes de tu primera inscripción. Le hemos enviado un correo con el enlace para hacerlo.',
    },
    home: {
      availableTitle: 'Actividades disponibles',
      emptyTitle: 'No hay actividades disponibles ahora mismo',
      emptyText: 'Cuando la entidad publique nuevas actividades, aparecerán aquí.',
    },
    list: {
      shown: 'Mostrando {{shown}} de {{total}}',
      seeMore: 'Ver más',
      retry: 'Reintentar',
    },
    card: {
      dates: 'Del {{start}} al {{end}}',
      nextDate: 'Próxima sesión: {{date}}',
      openInterventions_one: '{{count}} sesión abierta',
      openInterventions_other: '{{count}} sesiones abiertas',
    },
    activityType: {
      educational: 'Educativa',
      social: 'Social',
      health: 'Salud',
      other: 'Otra',
    },
    mode: { online: 'En línea', onsite: 'Presencial', hybrid: 'Híbrida' },
    activity: {
      title: 'Actividad',
      back: 'Volver a las actividades',
      interventions: 'Sesiones',
      noInterventions: 'Esta actividad aún no tiene sesiones.',
      notFoundTitle: 'Actividad no disponible',
      notFoundText: 'Esta actividad no existe o ya no está abierta al voluntariado.',
    },
    intervention: {
      time: 'De {{start}} a {{end}}',
      online: 'En línea',
      freePlaces_one: 'Queda {{count}} plaza',
      freePlaces_other: 'Quedan {{count}} plazas',
      full: 'Completa',
      held: 'Ya celebrada',
      subscribed: 'Estás inscrito/a',
      subscribe: 'Inscribirme',
      unsubscribe: 'Cancelar inscripción',
      refusal: {
        completed: 'Esta sesión ya se ha celebrado.',
        notOpen: 'Esta sesión todavía no admite inscripciones.',
        full: 'No quedan plazas libres en esta sesión.',
        'volunteer-not-validated': 'Podrás inscribirte cuando validen tu perfil.',
        'minor-volunteer-authorisation-pending':
          'Podrás inscribirte cuando tu tutor o tutora autorice tu voluntariado.',
      },
    },
    waitingList: {
      join: 'Apuntarme a la lista de espera',
      count_zero: 'Nadie espera todavía: serías la primera persona de la lista.',
      count_one: 'Hay {{count}} persona en la lista de espera.',
      count_other: 'Hay {{count}} personas en la lista de espera.',
      position: 'Lista de espera: puesto {{position}}',
      waiting: 'Si se libera una plaza y te toca, te avisaremos por correo.',
      leave: 'Salir de la lista de espera',
      offer: 'Hay una plaza para ti: acéptala antes del {{deadline}}.',
      accept: 'Aceptar la plaza',
      decline: 'Rechazar la plaza',
    },
    unsubscribe: {
      title: '¿Cancelar tu inscripción?',
      text: 'Dejarás libre tu plaza del {{date}}. Si cambias de idea, podrás volver a inscribirte mientras queden plazas.',
      keep: 'Mantener la inscripción',
    },
    myActivities: {
      title: 'Mis actividades',
      waitingLists: 'Mis listas de espera',
      upcoming: 'Próximas',
      past: 'Pasadas',
      upcomingEmptyTitle: 'No tienes sesiones próximas',
      upcomingEmptyText: 'Inscríbete en una actividad desde el inicio y la verás aquí.',
      pastEmptyTitle: 'Aún no tienes sesiones pasadas',
      pastEmptyText: 'Las sesiones en las que participes aparecerán aquí cuando se celebren.',
      hours: {
        tab: 'Mis horas',
        totalLabel: 'Tiempo que has dado como voluntario/a',
        duration: '{{hours}} h {{minutes}} min',
        durationHours: '{{hours}} h',
        durationMinutes: '{{minutes}} min',
        sessions_one: 'En {{count}} sesión',
        sessions_other: 'En {{count}} sesiones',
        emptyTitle: 'Aún no tienes horas anotadas',
        emptyText: 'Cuando el equipo anote tu asistencia a una sesión, verás aquí el tiempo que has dado.',
        period: 'Periodo',
        periods: { all: 'Todo mi voluntariado', thisYear: 'Este año', lastYear: 'El año pasado' },
        emptyPeriod: 'No tienes horas anotadas en este periodo.',
      },
      certificates: {
        title: 'Certificado de voluntariado',
        intro:
          'Descarga en PDF el certificado de las horas que has dado, con las actividades y sus sesiones, emitido por la entidad conforme a la Ley del Voluntariado.',
        from: 'Desde',
        to: 'Hasta',
        periodHint: 'Deja las fechas vacías para incluir todo tu tiempo de voluntariado.',
        download: 'Descargar certificado',
        issuing: 'Preparando el certificado…',
        issuedTitle: 'Certificados emitidos',
        allTime: 'Todo tu tiempo de voluntariado',
        period: 'Del {{from}} al {{to}}',
        summary: '{{hours}} · emitido el {{date}}',
        downloadAgain: 'Descargar',
        downloadAgainOf: 'Descargar el certificado {{reference}}',
      },
    },
    myProfile: {
      title: 'Mi perfil',
      intro: 'Mantén al día tus datos, tu disponibilidad y lo que te gusta hacer como voluntario/a.',
      emailHint: 'Es tu usuario para entrar; no se cambia desde aquí.',
      aboutMe: 'Sobre mí',
      howWeMet: '¿Cómo nos conociste?',
      calendar: {
        title: 'Calendario',
        intro:
          'Suscríbete a tus sesiones desde Google Calendar, Apple Calendar u Outlook con este enlace privado: se actualizan solas. Quien tenga el enlace puede ver tus sesiones; no lo compartas.',
        url: 'Enlace de tu calendario',
        copy: 'Copiar enlace',
        copied: 'Enlace copiado',
        copyByHand: 'No se ha podido copiar automáticamente. El enlace está seleccionado: cópialo a mano.',
        subscribe: 'Añadir a mi calendario',
        change: 'Cambiar el enlace',
        changeTitle: '¿Cambiar el enlace del calendario?',
        changeText:
          'El enlace actual dejará de funcionar: los calendarios suscritos con él dejarán de recibir tus sesiones y tendrás que suscribirte con el nuevo.',
        changed: 'Enlace cambiado',
      },
    },
  },
  en: () => import('./translations.en').then((texts) => texts.default),
  ca: () => import('./translations.ca').then((texts) => texts.default),
});
