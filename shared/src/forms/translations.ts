import { addDomainTranslations, addTranslations } from '@enlace/shared/i18n';

/** The namespace of the shared form parts; field labels and options come from `domain` (fields.*, enums.*). */
export const FORMS_NAMESPACE = 'forms';

// The labels and options the form parts read. A page loaded on demand that shows them waits for
// `translationsReady()` after its import (the public remote's sign-up and activation forms).
void addDomainTranslations();

addTranslations(FORMS_NAMESPACE, {
  es: {
    sections: {
      personal: 'Datos personales',
      contact: 'Contacto',
      address: 'Dirección',
      volunteering: 'Perfil de voluntariado',
      status: 'Estado',
    },
    phonePrefixHint: 'Por ejemplo, +34',
    locationSearch: 'Buscar municipio',
    locationSearchHint: 'Escribe parte del nombre para filtrar la lista de municipios.',
    locationSearching: 'Buscando municipios…',
    locationNoMatches: 'Ningún municipio coincide con la búsqueda.',
    availabilityHint: 'Mañanas y tardes de la semana en que se puede contar con la persona.',
    availabilitySlot: '{{day}}, {{time}}',
    weekday: 'Día',
    changePassword: {
      title: 'Contraseña',
      intro: 'Para cambiarla, escribe primero la actual.',
      currentPassword: 'Contraseña actual',
      newPassword: 'Contraseña nueva',
      repeatPassword: 'Repite la contraseña nueva',
      hint: 'Entre 12 y 64 caracteres. Evita contraseñas conocidas o que uses en otros sitios.',
      submit: 'Cambiar la contraseña',
    },
    twoStep: {
      title: 'Verificación en dos pasos',
      intro:
        'Al entrar, además de la contraseña, te pediremos un código de 6 cifras que genera una aplicación de tu móvil. Así, aunque alguien averigüe tu contraseña, no podrá entrar en tu cuenta.',
      state: 'Estado',
      on: 'Activada',
      off: 'Desactivada',
      compulsory: 'Obligatoria',
      compulsoryText:
        'Tu organización exige la verificación en dos pasos a las cuentas de administración, así que no se puede desactivar.',
      compulsoryOffText:
        'Tu organización exige la verificación en dos pasos a las cuentas de administración: actívala ahora.',
      codesLeft_one: 'Te queda {{count}} código de recuperación.',
      codesLeft_other: 'Te quedan {{count}} códigos de recuperación.',
      codesLow: 'Te quedan pocos: genera códigos nuevos antes de que se acaben.',
      turnOn: 'Activar la verificación en dos pasos',
      turnOff: 'Desactivar',
      turnOffTitle: 'Desactivar la verificación en dos pasos',
      turnOffText:
        'Para confirmar que eres tú, escribe el código que muestra ahora la aplicación o uno de tus códigos de recuperación. Después entrarás solo con la contraseña.',
      turnOffSubmit: 'Desactivar la verificación en dos pasos',
      renew: 'Generar códigos de recuperación nuevos',
      renewText:
        'Los códigos que tienes ahora dejarán de valer. Para confirmar que eres tú, escribe el código que muestra ahora la aplicación o uno de tus códigos de recuperación.',
      renewSubmit: 'Generar códigos nuevos',
      enrolTitle: 'Activar la verificación en dos pasos',
      enrolSubmit: 'Activar',
      setup: {
        apps: 'Instala en tu móvil una aplicación de autenticación si aún no tienes ninguna; por ejemplo, Google Authenticator, Microsoft Authenticator o FreeOTP.',
        scan: 'En la aplicación, añade una cuenta y escanea este código QR.',
        qrAlt: 'Código QR para añadir tu cuenta de {{organisation}} a la aplicación de autenticación',
        manual: '¿No puedes escanearlo? Elige escribir la clave a mano y copia esta:',
        code: 'Después, escribe aquí el código de 6 cifras que te muestra la aplicación.',
      },
      code: {
        label: 'Código de verificación',
        hint: 'Las 6 cifras que muestra ahora la aplicación de autenticación; cambian cada 30 segundos.',
        useRecovery: 'Usar un código de recuperación',
        recoveryLabel: 'Código de recuperación',
        recoveryHint:
          'Uno de los códigos que guardaste al activarla, como ABCD-EFGH. Cada uno sirve una sola vez.',
        useApp: 'Usar el código de la aplicación',
      },
      recoveryCodes: {
        title: 'Guarda tus códigos de recuperación',
        intro:
          'Si pierdes el móvil o no puedes usar la aplicación, podrás entrar con uno de estos códigos. Cada uno sirve una sola vez. No volveremos a mostrarlos: descárgalos, cópialos o apúntalos y guárdalos en un lugar seguro.',
        list: 'Tus códigos de recuperación',
        download: 'Descargar (.txt)',
        copy: 'Copiar',
        copied: 'Códigos copiados',
        copyFailed: 'No se han podido copiar: descárgalos o apúntalos.',
        saved: 'He guardado los códigos en un lugar seguro',
        savedRequired: 'Marca la casilla cuando los hayas guardado.',
        continue: 'Continuar',
        fileName: 'codigos-de-recuperacion.txt',
        fileTitle: 'Códigos de recuperación de la verificación en dos pasos',
        fileAccount: 'Cuenta: {{email}} ({{organisation}})',
        fileNote: 'Cada código sirve una sola vez.',
      },
    },
    resourceChanged: {
      title: 'Alguien ha cambiado este registro',
      reload: 'Recargar',
    },
    unsavedChanges: {
      title: 'Tienes cambios sin guardar',
      text: 'Si sales ahora, se perderán los cambios que has hecho en este formulario. ¿Quieres salir sin guardar?',
      stay: 'Seguir editando',
      leave: 'Salir sin guardar',
    },
  },
  en: () => import('./translations.en').then((texts) => texts.default),
  ca: () => import('./translations.ca').then((texts) => texts.default),
});
