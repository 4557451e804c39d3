import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  sections: {
    personal: 'Dades personals',
    contact: 'Contacte',
    address: 'Adreça',
    volunteering: 'Perfil de voluntariat',
    status: 'Estat',
  },
  phonePrefixHint: 'Per exemple, +34',
  locationSearch: 'Cerca un municipi',
  locationSearchHint: 'Escriu una part del nom per filtrar la llista de municipis.',
  locationSearching: "S'estan cercant municipis…",
  locationNoMatches: 'Cap municipi no coincideix amb la cerca.',
  availabilityHint: 'Matins i tardes de la setmana en què es pot comptar amb la persona.',
  availabilitySlot: '{{day}}, {{time}}',
  weekday: 'Dia',
  changePassword: {
    title: 'Contrasenya',
    intro: "Per canviar-la, escriu primer l'actual.",
    currentPassword: 'Contrasenya actual',
    newPassword: 'Contrasenya nova',
    repeatPassword: 'Repeteix la contrasenya nova',
    hint: 'Entre 12 i 64 caràcters. Evita contrasenyes conegudes o que facis servir en altres llocs.',
    submit: 'Canvia la contrasenya',
  },
  twoStep: {
    title: 'Verificació en dos passos',
    intro:
      'En entrar, a més de la contrasenya, et demanarem un codi de 6 xifres que genera una aplicació del teu mòbil. Així, encara que algú esbrini la teva contrasenya, no podrà entrar al teu compte.',
    state: 'Estat',
    on: 'Activada',
    off: 'Desactivada',
    compulsory: 'Obligatòria',
    compulsoryText:
      "La teva organització exigeix la verificació en dos passos als comptes d'administració, així que no es pot desactivar.",
    compulsoryOffText:
      "La teva organització exigeix la verificació en dos passos als comptes d'administració: activa-la ara.",
    codesLeft_one: 'Et queda {{count}} codi de recuperació.',
    codesLeft_other: 'Et queden {{count}} codis de recuperació.',
    codesLow: "Te'n queden pocs: genera codis nous abans que s'acabin.",
    turnOn: 'Activa la verificació en dos passos',
    turnOff: 'Desactiva',
    turnOffTitle: 'Desactivar la verificació en dos passos',
    turnOffText:
      "Per confirmar que ets tu, escriu el codi que mostra ara l'aplicació o un dels teus codis de recuperació. Després entraràs només amb la contrasenya.",
    turnOffSubmit: 'Desactiva la verificació en dos passos',
    renew: 'Genera codis de recuperació nous',
    renewText:
      "Els codis que tens ara deixaran de valer. Per confirmar que ets tu, escriu el codi que mostra ara l'aplicació o un dels teus codis de recuperació.",
    renewSubmit: 'Genera codis nous',
    enrolTitle: 'Activar la verificació en dos passos',
    enrolSubmit: 'Activa',
    setup: {
      apps: "Instal·la al mòbil una aplicació d'autenticació si encara no en tens cap; per exemple, Google Authenticator, Microsoft Authenticator o FreeOTP.",
      scan: "A l'aplicació, afegeix un compte i escaneja aquest codi QR.",
      qrAlt: "Codi QR per afegir el teu compte de {{organisation}} a l'aplicació d'autenticació",
      manual: 'No el pots escanejar? Tria escriure la clau a mà i copia aquesta:',
      code: "Després, escriu aquí el codi de 6 xifres que et mostra l'aplicació.",
    },
    code: {
      label: 'Codi de verificació',
      hint: "Les 6 xifres que mostra ara l'aplicació d'autenticació; canvien cada 30 segons.",
      useRecovery: 'Fes servir un codi de recuperació',
      recoveryLabel: 'Codi de recuperació',
      recoveryHint:
        'Un dels codis que vas desar en activar-la, com ABCD-EFGH. Cadascun serveix una sola vegada.',
      useApp: "Fes servir el codi de l'aplicació",
    },
    recoveryCodes: {
      title: 'Desa els teus codis de recuperació',
      intro:
        "Si perds el mòbil o no pots fer servir l'aplicació, podràs entrar amb un d'aquests codis. Cadascun serveix una sola vegada. No els tornarem a mostrar: descarrega'ls, copia'ls o apunta'ls i guarda'ls en un lloc segur.",
      list: 'Els teus codis de recuperació',
      download: 'Descarrega (.txt)',
      copy: 'Copia',
      copied: 'Codis copiats',
      copyFailed: "No s'han pogut copiar: descarrega'ls o apunta'ls.",
      saved: 'He desat els codis en un lloc segur',
      savedRequired: 'Marca la casella quan els hagis desat.',
      continue: 'Continua',
      fileName: 'codis-de-recuperacio.txt',
      fileTitle: 'Codis de recuperació de la verificació en dos passos',
      fileAccount: 'Compte: {{email}} ({{organisation}})',
      fileNote: 'Cada codi serveix una sola vegada.',
    },
  },
  resourceChanged: {
    title: 'Algú ha canviat aquest registre',
    reload: 'Torna a carregar',
  },
  unsavedChanges: {
    title: 'Tens canvis sense desar',
    text: 'Si surts ara, es perdran els canvis que has fet en aquest formulari. Vols sortir sense desar?',
    stay: 'Continua editant',
    leave: 'Surt sense desar',
  },
};

export default texts;
