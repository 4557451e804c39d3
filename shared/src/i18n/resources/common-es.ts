// Shared Spanish texts (namespace `common`). Keys with `api.error.*` follow spec §8; `{{max}}`/`{{min}}` come
// from the violation params. The fields' labels and the enumerations' options are in domain-es.ts.

export const commonEs = {
  app: {
    name: 'Enlace',
    loading: 'Cargando…',
    logout: 'Cerrar sesión',
    language: 'Idioma',
    menu: 'Menú',
    closeMenu: 'Cerrar el menú',
    userMenu: 'Menú de usuario',
    logo: 'Logotipo de {{company}}',
    retry: 'Reintentar',
    back: 'Volver',
    save: 'Guardar',
    send: 'Enviar',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    yes: 'Sí',
    no: 'No',
    select: 'Selecciona una opción',
    noOptions: 'No hay opciones',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    required: 'Obligatorio',
    myProfilePrefix: 'Mi perfil:',
    skipToContent: 'Saltar al contenido',
  },
  languages: { es: 'Español', en: 'English', ca: 'Català' },
  states: {
    emptyTitle: 'No hay nada por aquí',
    emptyText: 'Todavía no hay elementos que mostrar.',
    errorTitle: 'Algo ha fallado',
    errorText: 'No hemos podido cargar la información. Inténtalo de nuevo.',
  },
  confirmDialog: {
    title: '¿Estás seguro?',
    text: 'Esta acción no se puede deshacer.',
  },
  areaNotFound: {
    title: 'Página no encontrada',
    text: 'Esta página no existe en esta área.',
    backHome: 'Volver al inicio',
  },
  // Why the sign-in page opened without the person asking to sign out (SignedOutReason of the session).
  signedOut: {
    'session-expired': 'Tu sesión ha caducado; vuelve a iniciar sesión.',
    'ended-in-another-tab':
      'Se ha cerrado la sesión, o se ha iniciado otra, en otra pestaña; vuelve a iniciar sesión.',
  },
  import: { line: 'Línea', field: 'campo' },
  api: {
    error: {
      default: 'Ha ocurrido un error',
      // fields
      'field-not-blank': 'Este campo no puede estar vacío',
      'not-valid-email': 'Introduce un correo electrónico válido',
      'field-max-length': 'Este campo no puede tener más de {{max}} caracteres',
      'field-min-length': 'Este campo debe tener al menos {{min}} caracteres',
      'field-must-be-positive': 'El valor debe ser positivo',
      'field-max-value': 'El valor no puede ser mayor que {{max}}',
      'min-must-be-less-than-max': 'El mínimo debe ser menor que el máximo',
      'max-must-be-greater-than-min': 'El máximo debe ser mayor que el mínimo',
      'repeat-password-equal': 'Las contraseñas no coinciden',
      'not-compromised-password': 'Esta contraseña ha sido comprometida, elige una diferente',
      'password-control-characters': 'La contraseña no puede contener caracteres de control',
      'password-too-weak':
        'Esta contraseña es demasiado fácil de adivinar: prueba con una frase de varias palabras que no tengan relación',
      'published-demo-password': 'Esta es la contraseña pública de la demostración: elige otra',
      'mfa-code-not-valid':
        'El código no es correcto o ya se ha usado: escribe el que muestra ahora la aplicación',
      'field-not-valid-regex': 'El formato de este campo no es válido',
      'field-greater-than-zero': 'El valor debe ser mayor que cero',
      'the-date-cannot-be-in-the-future': 'La fecha no puede ser futura',
      'the-date-cannot-be-too-old': 'La fecha no puede ser de hace más de {{max}} años',
      'field-not-valid-type': 'El valor de este campo no es válido',
      'field-not-valid-option': 'Selecciona una de las opciones',
      'field-not-valid-date': 'Introduce una fecha válida',
      'identification-dni-format': 'Un DNI tiene 8 números y una letra (por ejemplo, 12345678Z)',
      'identification-nie-format':
        'Un NIE empieza por X, Y o Z, sigue con 7 números y acaba en una letra (por ejemplo, X1234567L)',
      'identification-control-letter': 'La letra no corresponde al número: debería ser {{letter}}',
      'name-not-enough-letters':
        'Escribe al menos {{min}} letras; las letras han de ser al menos el {{percent}} % de lo que escribas',
      'nif-individual-format':
        'El NIF de una persona física es su DNI (12345678Z), su NIE (X1234567L) o un NIF K, L o M',
      'nif-organisation-format':
        'El NIF de una entidad empieza por una letra, sigue con 7 números y acaba en un número o una letra (por ejemplo, G29876547)',
      'nif-control-character': 'El carácter de control no corresponde al número: debería ser {{character}}',
      'not-valid-url': 'Introduce una dirección web válida (por ejemplo, www.entidad.org)',
      'tutor-must-be-adult': 'El tutor debe ser una persona mayor de edad',
      'current-password-not-valid': 'La contraseña actual no es correcta',
      'date-start-after-date-end': 'La fecha de fin no puede ser anterior a la de inicio',
      'field-not-valid-time': 'Introduce una hora válida (HH:MM)',
      'schedule-start-must-be-before-end': 'La hora de fin debe ser posterior a la de inicio',
      'privacy-policy-must-be-accepted': 'Tienes que aceptar la política de privacidad para continuar',
      'schedule-ranges-overlap': 'Este tramo se solapa con otro del mismo día',
      'field-cannot-be-negative': 'El valor no puede ser negativo',
      'period-too-long': 'El periodo no puede superar {{max}} días',
      'volunteers-and-employees-cannot-both-be-zero':
        'El máximo de voluntarios y el de técnicos no pueden ser ambos 0',
      'max-below-signed-up':
        'Ya hay {{count}} personas apuntadas: el máximo no puede ser menor que {{count}}',
      'max-below-signed-up_other':
        'Ya hay {{count}} personas apuntadas: el máximo no puede ser menor que {{count}}',
      'max-below-signed-up_one':
        'Ya hay {{count}} persona apuntada: el máximo no puede ser menor que {{count}}',
      'place-capacity-exceeded':
        'La sala tiene capacidad para {{capacity}} personas y esta sesión prevé hasta {{expected}}: baja los máximos o elige otro lugar',
      'color-contrast-too-low':
        'Con este color el texto blanco de los botones no se lee (contraste {{ratio}}:1; hace falta al menos {{min}}:1): elige un tono más oscuro',
      'translation-incomplete_one':
        'Falta {{count}} texto que sí tiene la versión en español: complétalo o deja este idioma vacío para que se muestre el español',
      'translation-incomplete_other':
        'Faltan {{count}} textos que sí tiene la versión en español: complétalos o deja este idioma vacío para que se muestre el español',
      'translation-incomplete':
        'Faltan textos que sí tiene la versión en español: complétalos o deja este idioma vacío para que se muestre el español',
      'translation-copy-required': 'Falta este texto: la versión en español lo tiene',
      'matomo-host-not-valid':
        'Escribe la dirección de Matomo con https:// (por ejemplo, https://analitica.entidad.org)',
      'matomo-site-id-not-valid': 'El identificador del sitio son solo números (por ejemplo, 3)',
      'analytics-host-and-site-id-together':
        'La analítica necesita la dirección de Matomo y el identificador del sitio: rellena los dos o ninguno',
      'file-is-required': 'Selecciona un archivo',
      'invalid-file-type': 'El archivo debe ser una imagen PNG, JPEG o WebP',
      'file-too-large': 'La imagen pesa demasiado: el máximo son {{max}} MB',
      'image-too-small':
        'La imagen es demasiado pequeña: debe medir al menos {{minWidth}} × {{minHeight}} píxeles',
      'image-must-be-square': 'El icono debe ser cuadrado (igual de ancho que de alto)',
      'email-duplicate-generic':
        'Este correo electrónico ya está en otra fila del archivo o lo usa otra persona de la organización',
      'unknown-place': 'No hay ningún lugar con ese nombre: escríbelo como aparece en la aplicación',
      'ambiguous-place': 'Hay más de un lugar con ese nombre: escribe el nombre completo',
      'attendance-participant-not-confirmed':
        'Solo se puede marcar la asistencia de quien tiene la participación confirmada',
      'attendance-participant-repeated': 'Esta persona aparece más de una vez en la lista',
      'attendance-minutes-volunteers-only': 'Solo se anotan minutos a las personas voluntarias',
      'attendance-minutes-need-attended': 'Solo se anotan minutos a quien ha asistido',
      'image-dimensions-too-large':
        'La imagen es demasiado grande: no puede pasar de {{maxWidth}} × {{maxHeight}} píxeles',
      // account
      'email-already-exists': 'Ya existe una cuenta con este correo electrónico',
      'invalid-uri-variables': 'El código de activación no es válido',
      'invalid-credentials': 'El correo electrónico o la contraseña no son correctos',
      'account-already-active': 'Esta persona ya ha activado su cuenta',
      'invitation-not-sent': 'No se ha podido enviar el correo de activación. Inténtalo de nuevo más tarde',
      'not-found': 'No se ha encontrado lo que buscas',
      'password-request-expired': 'El enlace para restablecer la contraseña ha caducado',
      'token-expired': 'Tu sesión ha caducado, vuelve a iniciar sesión',
      'token-invalid': 'Por favor, inicia sesión',
      'access-denied': 'No tienes permiso para realizar esta acción',
      // subscription
      'volunteer-not-validated': 'Tu perfil aún no está validado, no puedes inscribirte',
      'already-subscribed-to-intervention': 'Ya estás inscrito en esta intervención',
      'intervention-not-ready-yet': 'Esta intervención todavía no admite inscripciones',
      'intervention-has-free-places': 'La intervención tiene plazas libres: inscríbete directamente',
      'already-on-waiting-list': 'Ya estás en la lista de espera de esta intervención',
      'not-on-waiting-list': 'No estás en la lista de espera de esta intervención',
      'waiting-list-offer-not-open':
        'No tienes ninguna plaza ofrecida en esta intervención, o la oferta ha caducado',
      'minor-volunteer-authorisation-pending':
        'Falta la autorización de tu tutor o tutora legal: hasta entonces no puedes inscribirte',
      // intervention
      'intervention-completed-cannot-add-volunteers':
        'La intervención está completa, no admite más voluntarios',
      'intervention-completed-cannot-add-employees': 'La intervención está completa, no admite más técnicos',
      'intervention-completed-cannot-add-beneficiaries':
        'La intervención está completa, no admite más beneficiarios',
      'intervention-time-overlap-error': 'El horario se solapa con otra intervención de la actividad',
      'schedule-conflict-with-another-intervention': 'El horario coincide con el de otra intervención',
      'intervention-date-range-error':
        'La fecha de la intervención debe estar dentro de las fechas de la actividad',
      // limits
      'exceeded-limit': 'Se ha superado el número máximo de beneficiarios',
      'volunteer-exceeds-limit': 'Se ha superado el número máximo de voluntarios de tu plan',
      'employee-exceeds-limit': 'Se ha superado el número máximo de técnicos',
      'project-exceeds-limit': 'Se ha superado el número máximo de proyectos de tu plan',
      'activity-exceeds-limit': 'Se ha superado el número máximo de actividades abiertas de tu plan',
      'intervention-exceeds-limit':
        'Se ha superado el número máximo de intervenciones por actividad de tu plan',
      'field-number-of-volunteers-reached': 'Se ha alcanzado el número máximo de voluntarios',
      'field-number-of-employees-reached': 'Se ha alcanzado el número máximo de técnicos',
      // staff
      'employee-update-failed': 'No se ha podido actualizar el técnico',
      'employee-create-failed': 'No se ha podido crear el técnico',
      'coordinator-update-failed': 'No se ha podido actualizar el coordinador',
      'coordinator-create-failed': 'No se ha podido crear el coordinador',
      'coordinator-transfer-activities-failed': 'No se han podido transferir las actividades del coordinador',
      'coordinator-required': 'Selecciona un coordinador',
      'coordinator-has-assigned-activities':
        'El coordinador tiene actividades asignadas; transfiérelas antes de eliminarlo',
      'coordinator-already-exists': 'Esta persona ya es coordinadora',
      'partner-required': 'Selecciona al menos una entidad colaboradora',
      // import
      'no-file-selected': 'No has seleccionado ningún archivo',
      'invalid-file-format': 'El formato del archivo no es válido',
      'import-failed': 'No se ha podido completar la importación',
      'download-template': 'No se ha podido descargar la plantilla',
      'import-validation-error': 'Algunas líneas del archivo no son válidas',
      // platform
      'tenant-not-found': 'No encontramos ninguna organización en esta dirección',
      'too-many-requests': 'Demasiados intentos; espera un momento y vuelve a probar',
      'account-temporarily-locked':
        'Demasiados intentos fallidos con esta cuenta. Por seguridad, vuelve a intentarlo dentro de {{wait}}.',
      'too-many-failed-sign-ins':
        'Demasiados intentos fallidos desde tu conexión. Vuelve a intentarlo dentro de {{wait}}.',
      'mfa-enrolment-not-started': 'Primero escanea el código QR con la aplicación de autenticación',
      'mfa-already-enabled': 'La verificación en dos pasos ya está activada en esta cuenta',
      'mfa-not-enabled': 'La verificación en dos pasos no está activada en esta cuenta',
      'mfa-required-for-role':
        'La verificación en dos pasos es obligatoria para las cuentas de administración',
      'cannot-reset-own-mfa':
        'No puedes restablecer tu propia verificación en dos pasos: pídeselo a otra persona administradora',
      'bad-request': 'La petición no es válida',
      'body-too-deep': 'Los datos enviados tienen demasiados niveles anidados',
      'unsupported-media-type': 'El formato de la petición no es válido',
      'payload-too-large': 'Los datos enviados son demasiado grandes',
      'validation-failed': 'Revisa los campos marcados',
      'internal-error': 'Ha ocurrido un error inesperado; inténtalo de nuevo más tarde',
      // partners
      'nif-already-exists': 'Ya existe una entidad con este NIF',
      'partner-has-contact-persons':
        'La entidad tiene personas de contacto: elimínalas o cámbialas de entidad antes de eliminarla',
      'cannot-delete-own-account': 'No puedes eliminar tu propia cuenta',
      'cannot-revoke-own-admin': 'No puedes quitarte a ti mismo el rol de administrador',
      // participation
      'tutor-email-required':
        'Es menor de edad y no tiene correo electrónico del tutor: añádelo en su ficha para pedir el consentimiento',
      'intervention-completed-cannot-remove-participants':
        'La intervención ya se ha realizado, no se pueden quitar participantes',
      'participant-not-pending-consent': 'Esta participación no está pendiente de consentimiento',
      'invitation-waits-for-guardian':
        'Esta persona voluntaria tiene menos de 16 años: recibirá la invitación cuando su tutor o tutora lo autorice',
      'volunteer-not-minor': 'Esta persona voluntaria no es menor de edad',
      // tutor consent
      'invalid-consent-code':
        'El enlace de autorización no es válido o ha sido sustituido por otro más reciente',
      'consent-code-expired':
        'El enlace de autorización ha caducado; pide a la entidad que te envíe uno nuevo',
      'consent-already-given': 'Esta autorización ya se había dado',
      'consent-declined': 'La persona tutora ya ha rechazado esta autorización',
      // activities and interventions
      'activity-status-transition-not-allowed': 'La actividad no puede pasar a ese estado desde el actual',
      'activity-not-editable': 'La actividad está finalizada o cancelada: no se puede modificar',
      'activity-cannot-be-deleted':
        'Solo se puede eliminar una actividad en borrador o cancelada y sin participantes',
      'intervention-has-participants': 'La intervención tiene participantes: quítalos antes de eliminarla',
      'place-not-available-at-that-time': 'El lugar no está disponible ese día a esa hora según su horario',
      'place-has-interventions': 'El lugar tiene intervenciones: cámbialas de lugar antes de eliminarlo',
      'project-has-activities':
        'El proyecto tiene actividades: cámbialas de proyecto o elimínalas antes de eliminarlo',
      'partner-has-activities': 'La entidad participa en actividades: quítala de ellas antes de eliminarla',
      'resource-changed':
        'Otra persona ha cambiado este registro mientras lo editabas. Recarga para ver sus cambios; lo que has escrito aquí se perderá.',
      'intervention-not-started-yet':
        'La sesión aún no ha empezado: la asistencia se podrá marcar desde su hora de inicio',
      'certificate-without-hours':
        'No hay horas de voluntariado registradas en ese periodo: el certificado necesita al menos una sesión con asistencia',
      'series-weekdays-required': 'Elige al menos un día de la semana',
      'series-too-many-sessions': 'Una serie puede tener como mucho {{max}} sesiones',
      'series-without-sessions': 'Deja marcada al menos una fecha de la serie',
      file: {
        default: 'Ha ocurrido un error con el archivo',
        'invalid-type': 'El tipo de archivo no es válido',
        'file-is-required': 'Selecciona un archivo',
        'invalid-file-type': 'El archivo debe ser un CSV',
        'invalid-headers': 'Las cabeceras del archivo no coinciden con la plantilla',
        'email-duplicate-generic': 'Hay correos electrónicos repetidos en el archivo',
        'validation-error': 'Hay errores de validación en el archivo',
        'file-too-large': 'El archivo pesa demasiado: el máximo son {{max}} MB',
        'too-many-records': 'El archivo tiene más de {{max}} filas: divídelo en varios',
      },
    },
    success: {
      'user-activated': 'Tu cuenta está activada. Ya puedes iniciar sesión',
      'volunteer-registered': 'Te hemos enviado un correo para activar tu cuenta',
      'invitation-sent': 'Hemos enviado de nuevo el correo de activación con un enlace nuevo',
      'user-forgot-password':
        'Si el correo está registrado, recibirás un enlace para restablecer la contraseña',
      'password-reset': 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión',
      'profile-updated': 'Perfil actualizado',
      'volunteer-created': 'Persona voluntaria dada de alta',
      'volunteer-updated': 'Persona voluntaria actualizada',
      'volunteer-deleted': 'Persona voluntaria eliminada',
      'employee-created': 'Persona técnica dada de alta',
      'employee-updated': 'Persona técnica actualizada',
      'employee-deleted': 'Persona técnica eliminada',
      'coordinator-created': 'Persona coordinadora dada de alta',
      'coordinator-updated': 'Persona coordinadora actualizada',
      'coordinator-deleted': 'Persona coordinadora eliminada',
      'beneficiary-created': 'Persona beneficiaria dada de alta',
      'beneficiary-updated': 'Persona beneficiaria actualizada',
      'beneficiary-deleted': 'Persona beneficiaria eliminada',
      'activity-created': 'Actividad creada',
      'activity-updated': 'Actividad actualizada',
      'activity-deleted': 'Actividad eliminada',
      'intervention-created': 'Intervención creada',
      'intervention-updated': 'Intervención actualizada',
      'intervention-deleted': 'Intervención eliminada',
      'series-created': 'Sesiones creadas',
      'series-following-updated': 'Sesión y siguientes actualizadas',
      'series-following-deleted': 'Sesión y siguientes eliminadas',
      'partner-created': 'Entidad creada',
      'partner-updated': 'Entidad actualizada',
      'partner-deleted': 'Entidad eliminada',
      'contact-partner-created': 'Persona de contacto dada de alta',
      'contact-partner-updated': 'Persona de contacto actualizada',
      'contact-partner-deleted': 'Persona de contacto eliminada',
      'place-created': 'Lugar creado',
      'place-updated': 'Lugar actualizado',
      'place-deleted': 'Lugar eliminado',
      'project-created': 'Proyecto creado',
      'project-updated': 'Proyecto actualizado',
      'project-deleted': 'Proyecto eliminado',
      'branding-updated': 'Se ha guardado la marca',
      'branding-image-uploaded': 'Se ha guardado la imagen',
      'branding-image-restored': 'Se ha restaurado la imagen predeterminada',
      subscribed: '¡Te has inscrito en la intervención!',
      unsubscribed: 'Te has dado de baja de la intervención',
      'waiting-list-joined': 'Te has apuntado a la lista de espera',
      'waiting-list-left': 'Has salido de la lista de espera',
      'volunteer-validated': 'Persona voluntaria validada',
      'volunteer-promoted': 'La persona voluntaria es ahora coordinadora',
      'coordinator-activities-transferred': 'Actividades transferidas',
      // With a count, the _one and _other forms; the plain key for a lookup without one (the spec's key list).
      'import-completed_one': 'Importación completada: {{count}} registro',
      'import-completed': 'Importación completada: {{count}} registros',
      'import-completed_other': 'Importación completada: {{count}} registros',
      'csv-rows-inserted_one': 'Se ha insertado {{count}} fila del CSV',
      'csv-rows-inserted': 'Se han insertado {{count}} filas del CSV',
      'csv-rows-inserted_other': 'Se han insertado {{count}} filas del CSV',
      'import-lines-not-inserted': 'Algunas líneas no se han insertado por errores de validación',
      'guardian-consent-confirmed': '¡Gracias! Has autorizado la participación',
      'child-subscription-pending-consent':
        'La inscripción de la persona menor de edad queda pendiente del consentimiento de su tutor o tutora',
      'tutored-person-created': 'Persona tutelada añadida',
      'password-changed': 'Tu contraseña se ha cambiado',
      'project-closed': 'Proyecto cerrado',
      'project-reopened': 'Proyecto reabierto',
      'participant-added': 'Persona añadida a la intervención',
      'participant-removed': 'Persona quitada de la intervención',
      'guardian-consent-requested':
        'Se ha enviado al tutor o la tutora el correo para autorizar la participación',
      'mfa-disabled': 'La verificación en dos pasos está desactivada',
      'mfa-reset': 'Verificación en dos pasos restablecida: se han cerrado sus sesiones',
      'guardian-consent-declined': 'Hemos registrado tu respuesta: no das tu autorización',
    },
  },
};

export type CommonResources = typeof commonEs;
