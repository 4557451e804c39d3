import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of place-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  places: {
    title: 'Llocs',
    search: 'Cerca',
    searchHint: 'Nom o adreça.',
    typeFilter: 'Tipus',
    allTypes: 'Tots',
    accessFilter: 'Accés',
    allAccess: 'Tots',
    sortBy: 'Ordena per',
    sort: {
      name: { asc: 'Nom (A-Z)', desc: 'Nom (Z-A)' },
      capacity: { asc: 'Aforament (primer el més petit)', desc: 'Aforament (primer el més gran)' },
      createdAt: { asc: 'Alta (primer els més antics)', desc: 'Alta (primer els més recents)' },
    },
    tableCaption: 'Llocs',
    columns: {
      name: 'Lloc',
      type: 'Tipus',
      capacity: 'Aforament',
      accessStatus: 'Accés',
      equipment: 'Accessibilitat i equipament',
    },
    capacityStrict: 'No es pot superar',
    equipment: {
      accesible: 'Accessible',
      hasProjector: 'Projector',
      hasComputer: 'Ordinador',
      hasWhiteboard: 'Pissarra',
      hasAirConditioning: 'Aire condicionat',
    },
    noEquipment: 'Cap',
    count_one: '{{formatted}} lloc',
    count_other: '{{formatted}} llocs',
    emptyTitle: 'Encara no hi ha llocs',
    emptyText:
      "Dona d'alta les aules i les oficines on es fan les activitats, amb els dies i les hores en què es poden fer servir.",
    noMatchesTitle: 'Cap lloc no coincideix amb la cerca',
    noMatchesText: 'Prova-ho amb altres paraules o treu els filtres.',
  },
  place: {
    createTitle: 'Nou lloc',
    createIntro:
      "Indica com és el lloc i quins dies i a quines hores es pot fer servir: les intervencions només s'hi podran fer dins d'aquest horari.",
    create: "Dona d'alta el lloc",
    cannotCreateTitle: "No pots donar d'alta llocs",
    cannotCreateText: "El teu perfil no permet donar d'alta llocs. Demana-ho a una persona d'administració.",
    sections: {
      place: 'Lloc',
      equipment: 'Accessibilitat i equipament',
      availability: 'Disponibilitat',
      notes: 'Notes internes',
    },
    capacityHint: 'Nombre màxim de persones.',
    capacityPolicyHint: 'Quan una sessió preveu més persones (la suma dels seus màxims) de les que hi caben.',
    accessStatusHint:
      "Sense accés: l'equip no el pot fer servir ara per ara (per exemple, per obres o perquè no hi ha claus).",
    scheduleHint:
      'Les franges en què el lloc es pot fer servir cada setmana. Els dies sense franges, el lloc no està disponible.',
    availabilityNotesHint: 'Per exemple, a qui cal demanar les claus o amb quanta antelació cal reservar-lo.',
    observationsHint: 'Només les veu el personal de la teva organització.',
    schedule: {
      noRanges: 'No disponible',
      range: '{{day}}, franja {{number}}',
      from: 'Des de',
      to: 'Fins a',
      fromNamed: '{{day}}, franja {{number}}: des de',
      toNamed: '{{day}}, franja {{number}}: fins a',
      add: 'Afegeix una franja',
      addNamed: 'Afegeix una franja el {{day}}',
      remove: 'Treu',
      removeNamed: 'Treu la franja {{number}} del {{day}}',
    },
    delete: 'Elimina',
    deleteTitle: 'Vols eliminar {{name}}?',
    deleteText: "El lloc i el seu horari s'eliminaran definitivament. Aquesta acció no es pot desfer.",
  },
};

export default texts;
