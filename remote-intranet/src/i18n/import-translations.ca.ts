import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of import-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  imports: {
    open: 'Importar',
    title: {
      volunteers: 'Importar voluntariat',
      partners: 'Importar entitats col·laboradores',
    },
    intro: {
      volunteers:
        "Dona d'alta moltes persones voluntàries alhora amb un fitxer CSV, una fila per persona. Abans de desar res veuràs quines files es donaran d'alta i quines tenen errors.",
      partners:
        "Dona d'alta moltes entitats col·laboradores alhora amb un fitxer CSV, una fila per entitat. Abans de desar res veuràs quines files es donaran d'alta i quines tenen errors.",
    },
    back: {
      volunteers: 'Tornar al voluntariat',
      partners: 'Tornar a les entitats col·laboradores',
    },
    template: {
      heading: 'Pas 1: descarrega la plantilla',
      text: 'Omple la plantilla amb un full de càlcul i desa-la com a CSV. No canviïs ni treguis les capçaleres de la primera fila.',
      download: 'Descarregar la plantilla',
      downloading: 'Descarregant…',
      limits: 'Cada fitxer pot pesar fins a {{megabytes}} MB i tenir fins a {{records}} files.',
    },
    file: {
      heading: 'Pas 2: puja el fitxer',
      label: 'Fitxer CSV',
      choose: 'Tria un fitxer',
      drop: "o arrossega'l aquí",
      hint: 'En triar-lo es comprova fila per fila; encara no es desa res.',
      refused: 'No es pot importar aquest fitxer',
      missingColumns: 'Falten aquestes columnes: {{columns}}',
      unexpectedColumns: 'Sobren aquestes columnes: {{columns}}',
      chosen: 'Fitxer triat: {{name}}',
    },
    progress: {
      label: 'Progrés',
      uploading: 'Enviant el fitxer…',
      checking: 'Comprovant les files…',
      storing: 'Desant les files…',
      count: '{{done}} de {{total}} files',
    },
    check: {
      heading: 'Resultat de la comprovació',
      valid_one: "{{formatted}} fila es donarà d'alta",
      valid_other: "{{formatted}} files es donaran d'alta",
      rejected_one: "{{formatted}} fila té errors i no s'importarà",
      rejected_other: "{{formatted}} files tenen errors i no s'importaran",
      nothingValid: "Cap fila no es pot donar d'alta: corregeix els errors i torna a pujar el fitxer.",
      sendInvitations: 'Enviar la invitació per correu a cada persona importada',
      sendInvitationsHint:
        "Cada persona rebrà un correu per activar el seu compte i triar la contrasenya. Si no l'envies ara, podràs reenviar-lo des de la seva fitxa.",
      confirm_one: 'Importar {{formatted}} fila',
      confirm_other: 'Importar {{formatted}} files',
      importing: 'Important…',
      chooseAnother: 'Triar un altre fitxer',
    },
    rejected: {
      heading: 'Files amb errors',
      caption: "Errors de les files que no s'importaran",
      line: 'Línia',
      field: 'Camp',
      message: 'Missatge',
      truncated:
        'Es mostren els {{shown}} primers errors de {{total}}. El fitxer de files amb errors els té tots.',
      download: 'Descarregar les files amb errors',
      downloading: 'Descarregant…',
    },
    result: {
      heading: 'Resultat de la importació',
      created_one: "S'ha donat d'alta {{formatted}} fila",
      created_other: "S'han donat d'alta {{formatted}} files",
      rejected_one: "{{formatted}} fila tenia errors i no s'ha importat",
      rejected_other: "{{formatted}} files tenien errors i no s'han importat",
      another: 'Importar un altre fitxer',
    },
    history: {
      heading: "Historial d'importacions",
      caption: 'Fitxers importats, del més recent al més antic',
      date: 'Data',
      file: 'Fitxer',
      person: 'Persona',
      created: 'Altes',
      rejected: 'Rebutjades',
      status: 'Estat',
      finished: 'Acabada',
      unfinished: 'Sense acabar',
      unfinishedHint:
        "Es va interrompre: es van desar les altes indicades. Torna a importar el fitxer per completar-la; ningú no es donarà d'alta dues vegades.",
      emptyTitle: 'Sense importacions',
      empty: "Encara no s'ha importat cap fitxer",
    },
  },
};

export default texts;
