import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The place screens' texts, in the intranet namespace; kept apart from translations.ts because they are many.
addTranslations(I18N_NAMESPACE, {
  es: {
    places: {
      title: 'Lugares',
      search: 'Buscar',
      searchHint: 'Nombre o dirección.',
      typeFilter: 'Tipo',
      allTypes: 'Todos',
      accessFilter: 'Acceso',
      allAccess: 'Todos',
      sortBy: 'Ordenar por',
      sort: {
        name: { asc: 'Nombre (A-Z)', desc: 'Nombre (Z-A)' },
        capacity: { asc: 'Aforo (menor primero)', desc: 'Aforo (mayor primero)' },
        createdAt: { asc: 'Alta (más antiguos primero)', desc: 'Alta (más recientes primero)' },
      },
      tableCaption: 'Lugares',
      columns: {
        name: 'Lugar',
        type: 'Tipo',
        capacity: 'Aforo',
        accessStatus: 'Acceso',
        equipment: 'Accesibilidad y equipamiento',
      },
      capacityStrict: 'No se puede superar',
      equipment: {
        accesible: 'Accesible',
        hasProjector: 'Proyector',
        hasComputer: 'Ordenador',
        hasWhiteboard: 'Pizarra',
        hasAirConditioning: 'Aire acondicionado',
      },
      noEquipment: 'Ninguno',
      count_one: '{{formatted}} lugar',
      count_other: '{{formatted}} lugares',
      emptyTitle: 'Todavía no hay lugares',
      emptyText:
        'Da de alta las aulas y oficinas donde se hacen las actividades, con los días y horas en que se pueden usar.',
      noMatchesTitle: 'Ningún lugar coincide con la búsqueda',
      noMatchesText: 'Prueba con otras palabras o quita los filtros.',
    },
    place: {
      createTitle: 'Nuevo lugar',
      createIntro:
        'Indica cómo es el lugar y en qué días y horas se puede usar: las intervenciones solo podrán hacerse dentro de ese horario.',
      create: 'Dar de alta el lugar',
      cannotCreateTitle: 'No puedes dar de alta lugares',
      cannotCreateText: 'Tu perfil no permite dar de alta lugares. Pídeselo a una persona de administración.',
      sections: {
        place: 'Lugar',
        equipment: 'Accesibilidad y equipamiento',
        availability: 'Disponibilidad',
        notes: 'Notas internas',
      },
      capacityHint: 'Número máximo de personas.',
      capacityPolicyHint:
        'Cuando una sesión prevé más personas (la suma de sus máximos) de las que caben en el lugar.',
      accessStatusHint:
        'Sin acceso: el equipo no puede usarlo por ahora (por ejemplo, por obras o sin llaves).',
      scheduleHint:
        'Los tramos en que el lugar se puede usar cada semana. Un día sin tramos, el lugar no está disponible.',
      availabilityNotesHint: 'Por ejemplo, a quién pedir las llaves o con cuánta antelación reservarlo.',
      observationsHint: 'Solo las ve el personal de tu organización.',
      schedule: {
        noRanges: 'No disponible',
        range: '{{day}}, tramo {{number}}',
        from: 'Desde',
        to: 'Hasta',
        fromNamed: '{{day}}, tramo {{number}}: desde',
        toNamed: '{{day}}, tramo {{number}}: hasta',
        add: 'Añadir tramo',
        addNamed: 'Añadir tramo el {{day}}',
        remove: 'Quitar',
        removeNamed: 'Quitar el tramo {{number}} del {{day}}',
      },
      delete: 'Eliminar',
      deleteTitle: '¿Eliminar {{name}}?',
      deleteText: 'El lugar y su horario se eliminarán definitivamente. Esta acción no se puede deshacer.',
    },
  },
  en: () => import('./place-translations.en').then((texts) => texts.default),
  ca: () => import('./place-translations.ca').then((texts) => texts.default),
});
