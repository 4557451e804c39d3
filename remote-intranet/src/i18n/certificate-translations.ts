import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The "Certificados de voluntariado" section of a volunteer's record, in the intranet namespace.
addTranslations(I18N_NAMESPACE, {
  es: {
    certificates: {
      title: 'Certificados de voluntariado',
      intro:
        'Emite el certificado de las horas de voluntariado de esta persona (Ley 45/2015, art. 10): en su idioma, con las actividades y sus sesiones. Queda registrado durante diez años.',
      from: 'Desde',
      to: 'Hasta',
      periodHint: 'Deja las fechas vacías para incluir todo su tiempo de voluntariado.',
      issue: 'Emitir certificado',
      issuing: 'Emitiendo…',
      issued: 'Certificados emitidos',
      empty: 'Todavía no se le ha emitido ningún certificado.',
      loadError: 'No se han podido cargar los certificados. Vuelve a cargar la página.',
      allTime: 'Todo su tiempo de voluntariado',
      period: 'Del {{from}} al {{to}}',
      summary: '{{hours}} en {{sessions}} sesiones · {{date}}',
      by: 'Emitido por {{name}}',
      download: 'Descargar',
      downloadOf: 'Descargar el certificado {{reference}}',
      duration: '{{hours}} h {{minutes}} min',
      durationHours: '{{hours}} h',
      durationMinutes: '{{minutes}} min',
    },
  },
  en: () => import('./certificate-translations.en').then((texts) => texts.default),
  ca: () => import('./certificate-translations.ca').then((texts) => texts.default),
});
