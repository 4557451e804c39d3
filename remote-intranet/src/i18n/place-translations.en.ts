import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of place-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  places: {
    title: 'Places',
    search: 'Search',
    searchHint: 'Name or address.',
    typeFilter: 'Type',
    allTypes: 'All',
    accessFilter: 'Access',
    allAccess: 'All',
    sortBy: 'Sort by',
    sort: {
      name: { asc: 'Name (A-Z)', desc: 'Name (Z-A)' },
      capacity: { asc: 'Capacity (smallest first)', desc: 'Capacity (largest first)' },
      createdAt: { asc: 'Created (oldest first)', desc: 'Created (newest first)' },
    },
    tableCaption: 'Places',
    columns: {
      name: 'Place',
      type: 'Type',
      capacity: 'Capacity',
      accessStatus: 'Access',
      equipment: 'Accessibility and equipment',
    },
    capacityStrict: 'Cannot be exceeded',
    equipment: {
      accesible: 'Accessible',
      hasProjector: 'Projector',
      hasComputer: 'Computer',
      hasWhiteboard: 'Whiteboard',
      hasAirConditioning: 'Air conditioning',
    },
    noEquipment: 'None',
    count_one: '{{formatted}} place',
    count_other: '{{formatted}} places',
    emptyTitle: 'No places yet',
    emptyText:
      'Add the classrooms and offices where activities happen, with the days and hours they can be used.',
    noMatchesTitle: 'No place matches the search',
    noMatchesText: 'Try other words or clear the filters.',
  },
  place: {
    createTitle: 'New place',
    createIntro:
      'Describe the place and on which days and hours it can be used: interventions can only happen within that schedule.',
    create: 'Add the place',
    cannotCreateTitle: 'You cannot add places',
    cannotCreateText: 'Your profile does not allow adding places. Ask an administrator.',
    sections: {
      place: 'Place',
      equipment: 'Accessibility and equipment',
      availability: 'Availability',
      notes: 'Internal notes',
    },
    capacityHint: 'Maximum number of people.',
    capacityPolicyHint: 'When a session expects more people (its maximums added up) than the place holds.',
    accessStatusHint:
      'Without access: the team cannot use it for now (for example, building works or no keys).',
    scheduleHint:
      'The ranges in which the place can be used every week. On a day without ranges it is not available.',
    availabilityNotesHint: 'For example, whom to ask for the keys or how far ahead to book it.',
    observationsHint: 'Only your organisation’s staff see them.',
    schedule: {
      noRanges: 'Not available',
      range: '{{day}}, range {{number}}',
      from: 'From',
      to: 'To',
      fromNamed: '{{day}}, range {{number}}: from',
      toNamed: '{{day}}, range {{number}}: to',
      add: 'Add range',
      addNamed: 'Add range on {{day}}',
      remove: 'Remove',
      removeNamed: 'Remove range {{number}} on {{day}}',
    },
    delete: 'Delete',
    deleteTitle: 'Delete {{name}}?',
    deleteText: 'The place and its schedule will be deleted for good. This cannot be undone.',
  },
};

export default texts;
