import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of activity-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  activities: {
    title: 'Activitats',
    search: 'Cerca',
    searchHint: "Nom de l'activitat.",
    statusFilter: 'Estat',
    allStatuses: 'Tots',
    sortBy: 'Ordena per',
    sort: {
      name: { asc: 'Nom (A-Z)', desc: 'Nom (Z-A)' },
      dateStart: { asc: 'Inici (primer les més antigues)', desc: 'Inici (primer les més recents)' },
    },
    tableCaption: 'Activitats',
    columns: {
      name: 'Activitat',
      dates: 'Dates',
      coordinator: 'Coordinació',
      interventions: 'Intervencions',
      status: 'Estat',
    },
    dateRange: '{{start}} – {{end}}',
    count_one: '{{formatted}} activitat',
    count_other: '{{formatted}} activitats',
    emptyTitle: 'Encara no hi ha activitats',
    emptyText:
      "Crea la primera activitat, afegeix-hi les intervencions i publica-la perquè el voluntariat s'hi pugui inscriure.",
    noMatchesTitle: 'Cap activitat no coincideix amb la cerca',
    noMatchesText: 'Prova-ho amb altres paraules o treu el filtre.',
  },
  activity: {
    createTitle: 'Nova activitat',
    createIntro:
      "L'activitat es desa com a esborrany: després afegeix-hi les intervencions i publica-la quan estigui a punt.",
    create: "Crea l'activitat",
    name: "Nom de l'activitat",
    sections: {
      activity: 'Activitat',
      people: 'Coordinació i entitats',
      dates: 'Dates',
    },
    descriptionHint: 'Opcional, fins a {{max}} caràcters.',
    noProject: 'Sense projecte',
    choose: 'Tria una opció',
    partners: 'Entitats col·laboradores',
    partnersHint: 'Com a mínim, una.',
    noPartners: "No hi ha entitats col·laboradores: dona'n d'alta alguna abans de crear l'activitat.",
    datesHint: "Totes les intervencions han de ser dins d'aquestes dates.",
    limitReached:
      "El teu pla no admet més activitats obertes. Finalitza'n o cancel·la'n alguna abans de crear-ne una altra.",
    notEditable: "L'activitat està finalitzada o cancel·lada: ja no es pot modificar.",
    duplicatedFrom: "Còpia d'una altra activitat",
    move: {
      active: 'Publica',
      draft: 'Torna a esborrany',
      ready: 'Marca com a preparada',
      in_progress: 'Indica que està en curs',
      complete: 'Marca com a completada',
      finished: 'Finalitza',
      cancelled: "Cancel·la l'activitat",
    },
    moveTitle: 'Vols passar «{{name}}» a «{{status}}»?',
    moveText: {
      active: "El voluntariat veurà l'activitat i es podrà inscriure a les seves intervencions.",
      draft:
        "L'activitat deixarà de ser visible a l'àrea de voluntariat. Qui ja s'hi va inscriure conserva la plaça.",
      ready:
        "L'activitat té la gent necessària; les inscripcions continuen obertes fins que s'omplin totes les places.",
      in_progress: "L'activitat ha començat.",
      complete: "Totes les intervencions s'han fet: ja no s'admeten més participants.",
      finished: "L'activitat es tanca amb el seu historial i ja no es podrà modificar.",
      cancelled: "L'activitat s'anul·la i ja no es podrà modificar; es pot recuperar com a esborrany.",
    },
    moved: 'Estat canviat a «{{status}}»',
    duplicate: 'Duplica',
    delete: 'Elimina',
    deleteTitle: 'Vols eliminar «{{name}}»?',
    deleteText:
      "S'eliminen l'activitat i les seves intervencions. Només és possible si és un esborrany o està cancel·lada i no té participants.",
    duplicateTitle: 'Duplica «{{name}}»',
    duplicateIntro:
      "Es crea un esborrany amb les mateixes entitats i intervencions, desplaçades tants dies com la nova data d'inici. Per conservar els dies de la setmana, desplaça la data setmanes senceres.",
    duplicateName: 'Nom de la còpia',
    duplicateSubmit: 'Crea la còpia',
  },
  interventions: {
    title: 'Intervencions',
    add: 'Afegeix una intervenció',
    emptyTitle: 'Encara no hi ha intervencions',
    emptyText: "Afegeix les sessions de l'activitat amb el dia, l'horari i el lloc.",
    tableCaption: "Intervencions de l'activitat",
    columns: {
      date: 'Dia',
      time: 'Horari',
      place: 'Lloc',
      people: 'Participants',
      status: 'Estat',
      actions: 'Accions',
    },
    time: '{{start}}–{{end}}',
    online: 'En línia',
    people:
      'Voluntariat {{volunteers}}/{{maxVolunteers}} · Personal tècnic {{employees}}/{{maxEmployees}} · Persones beneficiàries {{beneficiaries}}/{{maxBeneficiaries}}',
    pending_one: "{{count}} pendent d'autorització",
    pending_other: "{{count}} pendents d'autorització",
    completed: 'Completada',
    open: 'Oberta',
    edit: 'Edita',
    editLabel: 'Edita la intervenció del dia {{date}}',
    delete: 'Elimina',
    deleteLabel: 'Elimina la intervenció del dia {{date}}',
    deleteTitle: 'Vols eliminar la intervenció del dia {{date}}?',
    deleteText: 'Només es pot eliminar una intervenció sense participants.',
    createTitle: 'Nova intervenció',
    editTitle: 'Edita la intervenció',
    name: 'Nom de la intervenció (opcional)',
    placeHint: "Obligatori, tret que sigui en línia. Ha d'estar obert aquell dia i a aquella hora, i lliure.",
    noPlace: 'Sense lloc',
    peopleLegend: 'Participants previstos',
    peopleHint:
      'Els màxims de voluntariat i de personal tècnic no poden ser tots dos 0; el de persones beneficiàries no pot ser 0.',
    capacityWarning:
      'La sala té capacitat per a {{capacity}} persones i aquesta sessió en preveu fins a {{expected}}.',
    capacityWarningSaved:
      'Desada, però la sala té capacitat per a {{capacity}} persones i aquesta sessió en preveu fins a {{expected}}.',
    overCapacity: 'Preveu {{expected}} persones; aforament {{capacity}}',
  },
  coordinatorTransfer: {
    title: '{{name}} coordina activitats',
    text: "Per eliminar el compte, tria qui es farà càrrec de les seves activitats. Se li assignaran totes i després s'eliminarà el compte; no es perd cap activitat.",
    receiver: 'Nou coordinador o coordinadora',
    noOther:
      "No hi ha cap altra persona coordinadora a qui transferir les activitats: dona'n d'alta una primer.",
    submit: 'Transfereix i elimina',
  },
};

export default texts;
