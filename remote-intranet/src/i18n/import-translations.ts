import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The bulk import pages' texts (and the lists' "Importar" button), in the intranet namespace; kept apart like the
// places'. The messages of the rows' errors and of a refused file are the API's (`api.error.*`, common namespace).
addTranslations(I18N_NAMESPACE, {
  es: {
    imports: {
      open: 'Importar',
      title: {
        volunteers: 'Importar voluntariado',
        partners: 'Importar entidades colaboradoras',
      },
      intro: {
        volunteers:
          'Da de alta a muchas personas voluntarias a la vez con un archivo CSV, una fila por persona. Antes de guardar nada verás qué filas se darán de alta y cuáles tienen errores.',
        partners:
          'Da de alta muchas entidades colaboradoras a la vez con un archivo CSV, una fila por entidad. Antes de guardar nada verás qué filas se darán de alta y cuáles tienen errores.',
      },
      back: {
        volunteers: 'Volver al voluntariado',
        partners: 'Volver a las entidades colaboradoras',
      },
      template: {
        heading: 'Paso 1: descarga la plantilla',
        text: 'Rellena la plantilla con una hoja de cálculo y guárdala como CSV. No cambies ni quites las cabeceras de la primera fila.',
        download: 'Descargar plantilla',
        downloading: 'Descargando…',
        limits: 'Cada archivo puede pesar hasta {{megabytes}} MB y tener hasta {{records}} filas.',
      },
      file: {
        heading: 'Paso 2: sube el archivo',
        label: 'Archivo CSV',
        choose: 'Elegir archivo',
        drop: 'o arrástralo aquí',
        hint: 'Al elegirlo se comprueba fila a fila; todavía no se guarda nada.',
        refused: 'No se puede importar este archivo',
        missingColumns: 'Faltan estas columnas: {{columns}}',
        unexpectedColumns: 'Sobran estas columnas: {{columns}}',
        chosen: 'Archivo elegido: {{name}}',
      },
      progress: {
        label: 'Progreso',
        uploading: 'Enviando el archivo…',
        checking: 'Comprobando las filas…',
        storing: 'Guardando las filas…',
        count: '{{done}} de {{total}} filas',
      },
      check: {
        heading: 'Resultado de la comprobación',
        valid_one: '{{formatted}} fila se dará de alta',
        valid_other: '{{formatted}} filas se darán de alta',
        rejected_one: '{{formatted}} fila tiene errores y no se importará',
        rejected_other: '{{formatted}} filas tienen errores y no se importarán',
        nothingValid: 'Ninguna fila se puede dar de alta: corrige los errores y vuelve a subir el archivo.',
        sendInvitations: 'Enviar la invitación por correo a cada persona importada',
        sendInvitationsHint:
          'Cada persona recibirá un correo para activar su cuenta y elegir su contraseña. Si no lo envías ahora, podrás reenviarlo desde su ficha.',
        confirm_one: 'Importar {{formatted}} fila',
        confirm_other: 'Importar {{formatted}} filas',
        importing: 'Importando…',
        chooseAnother: 'Elegir otro archivo',
      },
      rejected: {
        heading: 'Filas con errores',
        caption: 'Errores de las filas que no se importarán',
        line: 'Línea',
        field: 'Campo',
        message: 'Mensaje',
        truncated:
          'Se muestran los {{shown}} primeros errores de {{total}}. El archivo de filas con errores los tiene todos.',
        download: 'Descargar filas con errores',
        downloading: 'Descargando…',
      },
      result: {
        heading: 'Resultado de la importación',
        created_one: 'Se ha dado de alta {{formatted}} fila',
        created_other: 'Se han dado de alta {{formatted}} filas',
        rejected_one: '{{formatted}} fila tenía errores y no se ha importado',
        rejected_other: '{{formatted}} filas tenían errores y no se han importado',
        another: 'Importar otro archivo',
      },
      history: {
        heading: 'Historial de importaciones',
        caption: 'Archivos importados, del más reciente al más antiguo',
        date: 'Fecha',
        file: 'Archivo',
        person: 'Persona',
        created: 'Altas',
        rejected: 'Rechazadas',
        status: 'Estado',
        finished: 'Terminada',
        unfinished: 'Sin terminar',
        unfinishedHint:
          'Se interrumpió: se guardaron las altas indicadas. Vuelve a importar el archivo para completarla; nadie se dará de alta dos veces.',
        emptyTitle: 'Sin importaciones',
        empty: 'Todavía no se ha importado ningún archivo',
      },
    },
  },
  en: () => import('./import-translations.en').then((texts) => texts.default),
  ca: () => import('./import-translations.ca').then((texts) => texts.default),
});
