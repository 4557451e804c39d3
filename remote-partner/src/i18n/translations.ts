import { addDomainTranslations, addTranslations } from '@enlace/shared/i18n';

export const I18N_NAMESPACE = 'partner';

// The fields' labels and the enumerations' options of the organisation's card (namespace `domain`); the shell
// shows the area once they are here.
void addDomainTranslations();

addTranslations(I18N_NAMESPACE, {
  es: {
    title: 'Área de entidades',
    nav: {
      label: 'Secciones del área de entidades',
      home: 'Inicio',
      myAccount: 'Mi cuenta',
    },
    myAccount: {
      title: 'Mi cuenta',
      intro:
        'La seguridad de tu cuenta: tu contraseña y la verificación en dos pasos. Tus datos de contacto los mantiene la organización.',
    },
    greeting: 'Hola, {{name}}',
    intro: 'Aquí encontrarás la información de tu entidad y de las personas que la representan.',
    yourOrganisation: 'Tu entidad',
    noExpiration: 'Sin fecha de caducidad',
    agreementExpiredHint:
      'El convenio con la organización ha caducado. Si seguís colaborando, ponte en contacto con ella para renovarlo.',
    colleaguesTitle: 'Otras personas de contacto de tu entidad',
    noColleagues: 'Eres la única persona de contacto de tu entidad.',
    noOrganisation:
      'Tu cuenta no está vinculada a ninguna entidad. Ponte en contacto con la organización para que lo revise.',
  },
  en: () => import('./translations.en').then((texts) => texts.default),
  ca: () => import('./translations.ca').then((texts) => texts.default),
});
