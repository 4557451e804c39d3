import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The "Plan y uso" screen's texts (and its menu entry), in the intranet namespace; kept apart like the places'.
// The plans' names are those of the terms of service (nivel 1 gratuito, 2 estándar, 3 prémium, red).
addTranslations(I18N_NAMESPACE, {
  es: {
    tierUsage: {
      title: 'Plan y uso',
      intro:
        'El plan de tu organización y cuánto usa de cada límite. Al llegar a un límite, Enlace no deja pasar de él; nada de lo guardado se pierde.',
      plan: 'Tu plan',
      tiers: {
        '1': 'Gratuito',
        '2': 'Estándar',
        '3': 'Prémium',
        network: 'Red de la fundación',
      },
      levels: {
        '1': 'Nivel 1',
        '2': 'Nivel 2',
        '3': 'Nivel 3',
        network: 'Nivel red',
      },
      usage: 'Uso de los límites',
      near: 'Cerca del límite',
      full: 'Límite alcanzado',
      unlimited: 'Sin límite en tu plan',
      contact:
        'Para cambiar de plan, ponte en contacto con {{foundation}}, que presta el servicio: la administración de tu organización puede pedirlo.',
      foundation: 'la fundación',
      resources: {
        volunteers: {
          label: 'Personas voluntarias',
          used_one: '{{used}} de {{limit}} persona voluntaria',
          used_other: '{{used}} de {{limit}} personas voluntarias',
          uncapped_one: '{{used}} persona voluntaria',
          uncapped_other: '{{used}} personas voluntarias',
          hint: 'Cuentan todas las del registro, también las inactivas; las eliminadas no.',
          atLimit:
            'No se podrá dar de alta a más personas voluntarias, ni desde la intranet ni desde la inscripción pública de la página de inicio.',
        },
        projects: {
          label: 'Proyectos activos',
          used_one: '{{used}} de {{limit}} proyecto activo',
          used_other: '{{used}} de {{limit}} proyectos activos',
          uncapped_one: '{{used}} proyecto activo',
          uncapped_other: '{{used}} proyectos activos',
          hint: 'Los proyectos cerrados no cuentan.',
          atLimit:
            'No se podrá crear otro proyecto activo ni reabrir uno cerrado. Cierra uno que haya terminado o cambia de plan.',
        },
        activities: {
          label: 'Actividades abiertas',
          used_one: '{{used}} de {{limit}} actividad abierta',
          used_other: '{{used}} de {{limit}} actividades abiertas',
          uncapped_one: '{{used}} actividad abierta',
          uncapped_other: '{{used}} actividades abiertas',
          hint: 'Cuentan todas menos las finalizadas y las canceladas.',
          atLimit:
            'No se podrá crear, duplicar ni retomar una actividad. Finaliza o cancela alguna que ya no siga, o cambia de plan.',
        },
      },
    },
  },
  en: () => import('./tier-usage-translations.en').then((texts) => texts.default),
  ca: () => import('./tier-usage-translations.ca').then((texts) => texts.default),
});
