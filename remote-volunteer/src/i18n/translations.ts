import { addTranslations } from '@enlace/shared/i18n';

export const I18N_NAMESPACE = 'volunteer';

addTranslations(I18N_NAMESPACE, {
  es: {
    title: 'Área de voluntariado',
    greeting: 'Hola, {{name}}',
    intro: 'Aquí encontrarás las actividades disponibles y las tuyas.',
    nav: {
      label: 'Secciones del área de voluntariado',
      home: 'Inicio',
      myActivities: 'Mis actividades',
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
    unsubscribe: {
      title: '¿Cancelar tu inscripción?',
      text: 'Dejarás libre tu plaza del {{date}}. Si cambias de idea, podrás volver a inscribirte mientras queden plazas.',
      keep: 'Mantener la inscripción',
    },
    myActivities: {
      title: 'Mis actividades',
      upcoming: 'Próximas',
      past: 'Pasadas',
      upcomingEmptyTitle: 'No tienes sesiones próximas',
      upcomingEmptyText: 'Inscríbete en una actividad desde el inicio y la verás aquí.',
      pastEmptyTitle: 'Aún no tienes sesiones pasadas',
      pastEmptyText: 'Las sesiones en las que participes aparecerán aquí cuando se celebren.',
    },
    myProfile: {
      title: 'Mi perfil',
      intro: 'Mantén al día tus datos, tu disponibilidad y lo que te gusta hacer como voluntario/a.',
      emailHint: 'Es tu usuario para entrar; no se cambia desde aquí.',
      aboutMe: 'Sobre mí',
      howWeMet: '¿Cómo nos conociste?',
    },
  },
  en: {
    title: 'Volunteer area',
    greeting: 'Hello, {{name}}',
    intro: 'Here you will find the available activities and your own.',
    nav: {
      label: 'Sections of the volunteer area',
      home: 'Home',
      myActivities: 'My activities',
      myProfile: 'My profile',
    },
    warning: {
      notValidatedTitle: 'Profile pending validation',
      notValidatedText:
        "Your profile is pending validation: you cannot sign up to activities yet. The organisation's team will review your details.",
      tutorPendingTitle: "Your guardian's authorisation is pending",
      tutorPendingText:
        'As you are under 18, your legal guardian has to authorise your volunteering before your first sign-up. We have emailed them the link to do so.',
    },
    home: {
      availableTitle: 'Available activities',
      emptyTitle: 'No activities are available right now',
      emptyText: 'When the organisation publishes new activities, they will show here.',
    },
    list: {
      shown: 'Showing {{shown}} of {{total}}',
      seeMore: 'See more',
      retry: 'Try again',
    },
    card: {
      dates: 'From {{start}} to {{end}}',
      nextDate: 'Next session: {{date}}',
      openInterventions_one: '{{count}} open session',
      openInterventions_other: '{{count}} open sessions',
    },
    activityType: {
      educational: 'Educational',
      social: 'Social',
      health: 'Health',
      other: 'Other',
    },
    mode: { online: 'Online', onsite: 'On site', hybrid: 'Hybrid' },
    activity: {
      title: 'Activity',
      back: 'Back to the activities',
      interventions: 'Sessions',
      noInterventions: 'This activity has no sessions yet.',
      notFoundTitle: 'Activity not available',
      notFoundText: 'This activity does not exist or is no longer open to volunteers.',
    },
    intervention: {
      time: '{{start}} to {{end}}',
      online: 'Online',
      freePlaces_one: '{{count}} place left',
      freePlaces_other: '{{count}} places left',
      full: 'Full',
      held: 'Already held',
      subscribed: 'You are signed up',
      subscribe: 'Sign me up',
      unsubscribe: 'Cancel my sign-up',
      refusal: {
        completed: 'This session has already been held.',
        notOpen: 'This session does not accept sign-ups yet.',
        full: 'There are no places left in this session.',
        'volunteer-not-validated': 'You can sign up once your profile is validated.',
        'minor-volunteer-authorisation-pending':
          'You can sign up once your legal guardian authorises your volunteering.',
      },
    },
    unsubscribe: {
      title: 'Cancel your sign-up?',
      text: 'Your place on {{date}} will be freed. If you change your mind, you can sign up again while places remain.',
      keep: 'Keep my sign-up',
    },
    myActivities: {
      title: 'My activities',
      upcoming: 'Upcoming',
      past: 'Past',
      upcomingEmptyTitle: 'You have no upcoming sessions',
      upcomingEmptyText: 'Sign up to an activity from the home page and you will see it here.',
      pastEmptyTitle: 'You have no past sessions yet',
      pastEmptyText: 'The sessions you take part in will show here once they have been held.',
    },
    myProfile: {
      title: 'My profile',
      intro: 'Keep your details, your availability and what you like doing as a volunteer up to date.',
      emailHint: 'It is your sign-in name; it is not changed here.',
      aboutMe: 'About me',
      howWeMet: 'How did you hear about us?',
    },
  },
  ca: {
    title: 'Àrea de voluntariat',
    greeting: 'Hola, {{name}}',
    intro: 'Aquí trobaràs les activitats disponibles i les teves.',
    nav: {
      label: "Seccions de l'àrea de voluntariat",
      home: 'Inici',
      myActivities: 'Les meves activitats',
      myProfile: 'El meu perfil',
    },
    warning: {
      notValidatedTitle: 'Perfil pendent de validació',
      notValidatedText:
        "El teu perfil està pendent de validació: encara no et pots inscriure a les activitats. L'equip de l'entitat revisarà les teves dades.",
      tutorPendingTitle: "Falta l'autorització del teu tutor o tutora",
      tutorPendingText:
        "Com que ets menor d'edat, el teu tutor o tutora legal ha d'autoritzar el teu voluntariat abans de la primera inscripció. Li hem enviat un correu amb l'enllaç per fer-ho.",
    },
    home: {
      availableTitle: 'Activitats disponibles',
      emptyTitle: 'Ara mateix no hi ha activitats disponibles',
      emptyText: "Quan l'entitat publiqui activitats noves, apareixeran aquí.",
    },
    list: {
      shown: 'Es mostren {{shown}} de {{total}}',
      seeMore: "Mostra'n més",
      retry: 'Torna-ho a provar',
    },
    card: {
      // A dash rather than "del … al …": before 1 and 11 Catalan writes "de l'1", "de l'11".
      dates: '{{start}} – {{end}}',
      nextDate: 'Propera sessió: {{date}}',
      openInterventions_one: '{{count}} sessió oberta',
      openInterventions_other: '{{count}} sessions obertes',
    },
    activityType: {
      educational: 'Educativa',
      social: 'Social',
      health: 'Salut',
      other: 'Altra',
    },
    mode: { online: 'En línia', onsite: 'Presencial', hybrid: 'Híbrida' },
    activity: {
      title: 'Activitat',
      back: 'Torna a les activitats',
      interventions: 'Sessions',
      noInterventions: 'Aquesta activitat encara no té sessions.',
      notFoundTitle: 'Activitat no disponible',
      notFoundText: 'Aquesta activitat no existeix o ja no està oberta al voluntariat.',
    },
    intervention: {
      time: 'De les {{start}} a les {{end}}',
      online: 'En línia',
      freePlaces_one: 'Queda {{count}} plaça',
      freePlaces_other: 'Queden {{count}} places',
      full: 'Completa',
      held: 'Ja celebrada',
      subscribed: 'Hi estàs inscrit/a',
      subscribe: 'Inscriu-me',
      unsubscribe: 'Cancel·la la inscripció',
      refusal: {
        completed: "Aquesta sessió ja s'ha celebrat.",
        notOpen: 'Aquesta sessió encara no admet inscripcions.',
        full: 'No queden places lliures en aquesta sessió.',
        'volunteer-not-validated': 'Et podràs inscriure quan validin el teu perfil.',
        'minor-volunteer-authorisation-pending':
          'Et podràs inscriure quan el teu tutor o tutora autoritzi el teu voluntariat.',
      },
    },
    unsubscribe: {
      title: 'Vols cancel·lar la inscripció?',
      text: "Deixaràs lliure la teva plaça de {{date}}. Si canvies d'idea, et podràs tornar a inscriure mentre quedin places.",
      keep: 'Mantén la inscripció',
    },
    myActivities: {
      title: 'Les meves activitats',
      upcoming: 'Properes',
      past: 'Passades',
      upcomingEmptyTitle: 'No tens cap sessió propera',
      upcomingEmptyText: "Inscriu-te a una activitat des de l'inici i la veuràs aquí.",
      pastEmptyTitle: 'Encara no tens sessions passades',
      pastEmptyText: "Les sessions en què participis apareixeran aquí quan s'hagin celebrat.",
    },
    myProfile: {
      title: 'El meu perfil',
      intro:
        "Mantén al dia les teves dades, la teva disponibilitat i el que t'agrada fer com a voluntari o voluntària.",
      emailHint: "És el teu usuari per entrar; no es canvia des d'aquí.",
      aboutMe: 'Sobre mi',
      howWeMet: 'Com ens vas conèixer?',
    },
  },
});
