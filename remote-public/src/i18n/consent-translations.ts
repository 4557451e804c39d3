import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The texts of the tutor's consent page (reached from the emailed link): they load with it, not with /login.
addTranslations(I18N_NAMESPACE, {
  es: {
    consentTitle: 'Autorizar la participación',
    consentIntro:
      '{{organisation}} pide tu autorización, como tutor o tutora, para que {{name}} participe en esta actividad.',
    consentVolunteerTitle: 'Autorizar el voluntariado',
    consentVolunteerIntro:
      '{{name}} quiere participar como voluntario o voluntaria en {{organisation}}. Al ser menor de edad, necesita tu autorización.',
    consentChild: 'Menor',
    consentActivity: 'Actividad',
    consentDate: 'Fecha',
    consentTime: 'Horario',
    consentTimeRange: 'De {{start}} a {{end}}',
    consentAddress: 'Lugar',
    consentOnline: 'En línea',
    consentOrganisation: 'Entidad',
    consentSubmit: 'Autorizar la participación',
    consentVolunteerSubmit: 'Autorizar el voluntariado',
    consentDone: '¡Gracias! Hemos registrado tu autorización. Ya puedes cerrar esta página.',
    consentDecline: 'No autorizo',
    consentDeclineIntro:
      'Si no das tu autorización, {{name}} no participará en esta sesión y no te lo volveremos a pedir para ella. Si quieres, cuéntanos el motivo.',
    consentVolunteerDeclineIntro:
      'Si no das tu autorización, {{name}} no podrá inscribirse como voluntario o voluntaria y no te lo volveremos a pedir. Si quieres, cuéntanos el motivo.',
    consentDeclineReason: 'Motivo (opcional)',
    consentDeclineReasonHint: 'Hasta {{max}} caracteres. Lo verá la entidad.',
    consentDeclineSubmit: 'Confirmar que no autorizo',
    consentDeclineCancel: 'Volver',
    consentDeclined: 'Hemos registrado tu respuesta: no das tu autorización. Ya puedes cerrar esta página.',
    consentDeclinedOn: 'Indicaste el {{date}} que no das tu autorización. La entidad lo tiene registrado.',
    consentInvalidTitle: 'Este enlace no es válido',
    consentExpiredTitle: 'Este enlace ha caducado',
    consentLoadError:
      'No se han podido cargar los datos de la autorización. Inténtalo de nuevo en unos segundos.',
  },
  en: () => import('./consent-translations.en').then((texts) => texts.default),
  ca: () => import('./consent-translations.ca').then((texts) => texts.default),
});
