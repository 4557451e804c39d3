import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The intranet home's texts, in the intranet namespace; imported by the home page itself, so that they travel in
// its chunk, loaded when the home is first opened.
addTranslations(I18N_NAMESPACE, {
  es: {
    dashboard: {
      title: 'Inicio',
      intro: 'Lo que pide atención hoy y las cifras del periodo que elijas.',
      period: 'Periodo',
      periodRange: 'Del {{from}} al {{to}}',
      presets: {
        recent: 'Últimos 30 días',
        month: 'Este mes',
        quarter: 'Últimos 3 meses',
        year: 'Este año',
      },
      volunteers: {
        title: 'Personas voluntarias',
        status: {
          pending: 'Pendientes de validar',
          validated: 'Validadas',
          inactive: 'Inactivas',
        },
      },
      sessions: {
        title: 'Sesiones que necesitan personas',
        hint: 'En los próximos 14 días, con menos personas confirmadas que su mínimo.',
        empty: 'Todas las sesiones de los próximos 14 días tienen las personas que necesitan.',
        sessionName: '{{activity}} · {{session}}',
        missingVolunteers_one: 'Falta {{count}} persona voluntaria',
        missingVolunteers_other: 'Faltan {{count}} personas voluntarias',
        missingEmployees_one: 'Falta {{count}} persona empleada',
        missingEmployees_other: 'Faltan {{count}} personas empleadas',
      },
      minors: {
        title: 'Menores esperando el consentimiento',
        hint: 'Con una plaza en sesiones desde hoy que espera la respuesta de su tutor o tutora.',
        link: 'Ver quiénes son',
      },
      hours: {
        title: 'Horas de voluntariado',
        hint_one: 'Dadas en {{count}} sesión del periodo, según la asistencia marcada.',
        hint_other: 'Dadas en {{count}} sesiones del periodo, según la asistencia marcada.',
        duration: '{{hours}} h {{minutes}} min',
        durationHours: '{{hours}} h',
        durationMinutes: '{{minutes}} min',
      },
      participation: {
        title: 'Participación',
        hint: 'Participaciones confirmadas en las sesiones del periodo.',
        week: 'Semana del {{date}}',
        step: { week: 'Semana', month: 'Mes' },
        count: 'Participaciones',
        summary:
          'Gráfico de barras: participaciones confirmadas por {{step}}. La tabla siguiente tiene las cifras.',
        stepName: { week: 'semana', month: 'mes' },
      },
      types: {
        title: 'Actividades por tipo',
        hint: 'Actividades no canceladas con fechas dentro del periodo.',
        type: 'Tipo',
        count: 'Actividades',
        summary: 'Gráfico de barras: actividades por tipo. La tabla siguiente tiene las cifras.',
        empty: 'Ninguna actividad en el periodo.',
      },
    },
  },
  en: () => import('./dashboard-translations.en').then((texts) => texts.default),
  ca: () => import('./dashboard-translations.ca').then((texts) => texts.default),
});
