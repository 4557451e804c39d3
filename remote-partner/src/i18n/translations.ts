import { addTranslations } from '@enlace/shared/i18n';

export const I18N_NAMESPACE = 'partner';

addTranslations(I18N_NAMESPACE, {
  es: {
    title: 'Área de entidades',
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
  en: {
    title: 'Partner area',
    greeting: 'Hello, {{name}}',
    intro: 'Here you will find the information about your organisation and the people who represent it.',
    yourOrganisation: 'Your organisation',
    noExpiration: 'No expiry date',
    agreementExpiredHint:
      'The agreement with the organisation has expired. If you still work together, get in touch with them to renew it.',
    colleaguesTitle: 'Other contact persons of your organisation',
    noColleagues: 'You are the only contact person of your organisation.',
    noOrganisation:
      'Your account is not linked to any organisation. Get in touch with the organisation so that they can check it.',
  },
  ca: {
    title: "Àrea d'entitats",
    greeting: 'Hola, {{name}}',
    intro: 'Aquí trobaràs la informació de la teva entitat i de les persones que la representen.',
    yourOrganisation: 'La teva entitat',
    noExpiration: 'Sense data de caducitat',
    agreementExpiredHint:
      "El conveni amb l'organització ha caducat. Si continueu col·laborant, posa't en contacte amb ella per renovar-lo.",
    colleaguesTitle: 'Altres persones de contacte de la teva entitat',
    noColleagues: "Ets l'única persona de contacte de la teva entitat.",
    noOrganisation:
      "El teu compte no està vinculat a cap entitat. Posa't en contacte amb l'organització perquè ho revisi.",
  },
});
