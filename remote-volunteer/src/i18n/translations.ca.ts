import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  title: 'Àrea de voluntariat',
  greeting: 'Hola, {{name}}',
  intro: 'Aquí trobaràs les activitats disponibles i les teves.',
  nav: {
    label: "Seccions de l'àrea de voluntariat",
    home: 'Inici',
    myActivities: 'Les meves activitats',
    calendar: 'Calendari',
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
  waitingList: {
    join: "Apuntar-me a la llista d'espera",
    count_zero: 'Encara no hi espera ningú: series la primera persona de la llista.',
    count_one: "Hi ha {{count}} persona a la llista d'espera.",
    count_other: "Hi ha {{count}} persones a la llista d'espera.",
    position: "Llista d'espera: lloc {{position}}",
    waiting: "Si s'allibera una plaça i et toca, t'avisarem per correu.",
    leave: "Sortir de la llista d'espera",
    offer: 'Hi ha una plaça per a tu: accepta-la abans del {{deadline}}.',
    accept: 'Acceptar la plaça',
    decline: 'Rebutjar la plaça',
  },
  unsubscribe: {
    title: 'Vols cancel·lar la inscripció?',
    text: "Deixaràs lliure la teva plaça de {{date}}. Si canvies d'idea, et podràs tornar a inscriure mentre quedin places.",
    keep: 'Mantén la inscripció',
  },
  myActivities: {
    title: 'Les meves activitats',
    waitingLists: "Les meves llistes d'espera",
    upcoming: 'Properes',
    past: 'Passades',
    upcomingEmptyTitle: 'No tens cap sessió propera',
    upcomingEmptyText: "Inscriu-te a una activitat des de l'inici i la veuràs aquí.",
    pastEmptyTitle: 'Encara no tens sessions passades',
    pastEmptyText: "Les sessions en què participis apareixeran aquí quan s'hagin celebrat.",
    hours: {
      tab: 'Les meves hores',
      totalLabel: 'Temps que has dedicat com a voluntari/ària',
      duration: '{{hours}} h {{minutes}} min',
      durationHours: '{{hours}} h',
      durationMinutes: '{{minutes}} min',
      sessions_one: 'En {{count}} sessió',
      sessions_other: 'En {{count}} sessions',
      emptyTitle: 'Encara no tens hores anotades',
      emptyText: "Quan l'equip anoti la teva assistència a una sessió, hi veuràs el temps que has dedicat.",
      period: 'Període',
      periods: { all: 'Tot el meu voluntariat', thisYear: 'Aquest any', lastYear: "L'any passat" },
      emptyPeriod: 'No tens hores anotades en aquest període.',
    },
    certificates: {
      title: 'Certificat de voluntariat',
      intro:
        "Descarrega en PDF el certificat de les hores que has dedicat, amb les activitats i les sessions, emès per l'entitat d'acord amb la Llei del voluntariat.",
      from: 'Des de',
      to: 'Fins a',
      periodHint: 'Deixa les dates buides per incloure tot el teu temps de voluntariat.',
      download: 'Descarrega el certificat',
      issuing: 'Preparant el certificat…',
      issuedTitle: 'Certificats emesos',
      allTime: 'Tot el teu temps de voluntariat',
      period: 'Del {{from}} al {{to}}',
      summary: '{{hours}} · emès el {{date}}',
      downloadAgain: 'Descarrega',
      downloadAgainOf: 'Descarrega el certificat {{reference}}',
    },
  },
  myProfile: {
    title: 'El meu perfil',
    intro:
      "Mantén al dia les teves dades, la teva disponibilitat i el que t'agrada fer com a voluntari o voluntària.",
    emailHint: "És el teu usuari per entrar; no es canvia des d'aquí.",
    aboutMe: 'Sobre mi',
    howWeMet: 'Com ens vas conèixer?',
    calendar: {
      title: 'Calendari',
      intro:
        "Subscriu-te a les teves sessions des de Google Calendar, Apple Calendar o Outlook amb aquest enllaç privat: s'actualitzen soles. Qui tingui l'enllaç pot veure les teves sessions; no el comparteixis.",
      url: 'Enllaç del teu calendari',
      copy: "Copia l'enllaç",
      copied: 'Enllaç copiat',
      copyByHand: "No s'ha pogut copiar automàticament. L'enllaç està seleccionat: copia'l a mà.",
      subscribe: 'Afegeix al meu calendari',
      change: "Canvia l'enllaç",
      changeTitle: "Vols canviar l'enllaç del calendari?",
      changeText:
        "L'enllaç actual deixarà de funcionar: els calendaris subscrits amb aquest enllaç deixaran de rebre les teves sessions i t'hauràs de subscriure amb el nou.",
      changed: 'Enllaç canviat',
    },
  },
};

export default texts;
