import type { TranslationTree } from '../translation-tree';
import type { CommonResources } from './common-es';

/**
 * Catalan texts; the type makes every Spanish key required here too. Buttons and links use the imperative, as is
 * usual in Catalan interfaces ("Desa", "Cancel·la").
 */
export const commonCa: TranslationTree<CommonResources> = {
  app: {
    name: 'Enlace',
    loading: "S'està carregant…",
    logout: 'Tanca la sessió',
    language: 'Idioma',
    menu: 'Menú',
    closeMenu: 'Tanca el menú',
    userMenu: "Menú d'usuari",
    logo: "Logotip de l'organització {{company}}",
    retry: 'Torna-ho a provar',
    back: 'Torna',
    save: 'Desa',
    send: 'Envia',
    confirm: 'Confirma',
    cancel: 'Cancel·la',
    close: 'Tanca',
    yes: 'Sí',
    no: 'No',
    select: 'Selecciona una opció',
    noOptions: 'No hi ha opcions',
    showPassword: 'Mostra la contrasenya',
    hidePassword: 'Amaga la contrasenya',
    required: 'Obligatori',
    myProfilePrefix: 'El meu perfil:',
    skipToContent: 'Salta al contingut',
  },
  languages: { es: 'Español', en: 'English', ca: 'Català' },
  states: {
    emptyTitle: 'Aquí no hi ha res',
    emptyText: 'Encara no hi ha elements per mostrar.',
    errorTitle: 'Alguna cosa ha fallat',
    errorText: 'No hem pogut carregar la informació. Torna-ho a provar.',
  },
  confirmDialog: {
    title: 'Segur que vols continuar?',
    text: 'Aquesta acció no es pot desfer.',
  },
  areaNotFound: {
    title: "No s'ha trobat la pàgina",
    text: 'Aquesta pàgina no existeix en aquesta àrea.',
    backHome: "Torna a l'inici",
  },
  signedOut: {
    'session-expired': 'La teva sessió ha caducat; torna a iniciar la sessió.',
    'ended-in-another-tab':
      "S'ha tancat la sessió, o se n'ha iniciat una altra, en una altra pestanya; torna a iniciar la sessió.",
  },
  import: { line: 'Línia', field: 'camp' },
  api: {
    error: {
      default: "S'ha produït un error",
      // fields
      'field-not-blank': 'Aquest camp no pot estar buit',
      'not-valid-email': 'Introdueix un correu electrònic vàlid',
      'field-max-length': 'Aquest camp no pot tenir més de {{max}} caràcters',
      'field-min-length': 'Aquest camp ha de tenir com a mínim {{min}} caràcters',
      'field-must-be-positive': 'El valor ha de ser positiu',
      'field-max-value': 'El valor no pot ser més gran que {{max}}',
      'min-must-be-less-than-max': 'El mínim ha de ser més petit que el màxim',
      'max-must-be-greater-than-min': 'El màxim ha de ser més gran que el mínim',
      'repeat-password-equal': 'Les contrasenyes no coincideixen',
      'not-compromised-password': "Aquesta contrasenya ha estat compromesa, tria'n una altra",
      'password-control-characters': 'La contrasenya no pot contenir caràcters de control',
      'password-too-weak':
        "Aquesta contrasenya és massa fàcil d'endevinar: prova amb una frase de diverses paraules sense relació",
      'published-demo-password': "Aquesta és la contrasenya pública de la demostració: tria'n una altra",
      'mfa-code-not-valid':
        "El codi no és correcte o ja s'ha fet servir: escriu el que mostra ara l'aplicació",
      'field-not-valid-regex': "El format d'aquest camp no és vàlid",
      'field-greater-than-zero': 'El valor ha de ser més gran que zero',
      'the-date-cannot-be-in-the-future': 'La data no pot ser futura',
      'the-date-cannot-be-too-old': 'La data no pot ser de fa més de {{max}} anys',
      'field-not-valid-type': "El valor d'aquest camp no és vàlid",
      'field-not-valid-option': 'Selecciona una de les opcions',
      'field-not-valid-date': 'Introdueix una data vàlida',
      'identification-dni-format': 'Un DNI té 8 números i una lletra (per exemple, 12345678Z)',
      'identification-nie-format':
        'Un NIE comença per X, Y o Z, continua amb 7 números i acaba amb una lletra (per exemple, X1234567L)',
      'identification-control-letter': 'La lletra no correspon al número: hauria de ser {{letter}}',
      'name-not-enough-letters':
        'Escriu almenys {{min}} lletres; les lletres han de ser almenys el {{percent}} % del que escriguis',
      'nif-individual-format':
        "El NIF d'una persona física és el seu DNI (12345678Z), el seu NIE (X1234567L) o un NIF K, L o M",
      'nif-organisation-format':
        "El NIF d'una entitat comença per una lletra, continua amb 7 números i acaba amb un número o una lletra (per exemple, G29876547)",
      'nif-control-character': 'El caràcter de control no correspon al número: hauria de ser {{character}}',
      'not-valid-url': 'Introdueix una adreça web vàlida (per exemple, www.entitat.org)',
      'tutor-must-be-adult': "El tutor ha de ser una persona major d'edat",
      'current-password-not-valid': 'La contrasenya actual no és correcta',
      'date-start-after-date-end': "La data de finalització no pot ser anterior a la d'inici",
      'field-not-valid-time': 'Introdueix una hora vàlida (HH:MM)',
      'schedule-start-must-be-before-end': "L'hora de finalització ha de ser posterior a la d'inici",
      'privacy-policy-must-be-accepted': "Has d'acceptar la política de privadesa per continuar",
      'schedule-ranges-overlap': "Aquesta franja s'encavalca amb una altra del mateix dia",
      'field-cannot-be-negative': 'El valor no pot ser negatiu',
      'period-too-long': 'El període no pot superar {{max}} dies',
      'volunteers-and-employees-cannot-both-be-zero':
        'El màxim de voluntaris i el de tècnics no poden ser tots dos 0',
      'max-below-signed-up':
        'Ja hi ha {{count}} persones apuntades: el màxim no pot ser inferior a {{count}}',
      'max-below-signed-up_other':
        'Ja hi ha {{count}} persones apuntades: el màxim no pot ser inferior a {{count}}',
      'max-below-signed-up_one':
        'Ja hi ha {{count}} persona apuntada: el màxim no pot ser inferior a {{count}}',
      'place-capacity-exceeded':
        'La sala té capacitat per a {{capacity}} persones i aquesta sessió en preveu fins a {{expected}}: abaixa els màxims o tria un altre lloc',
      'color-contrast-too-low':
        'Amb aquest color el text blanc dels botons no es llegeix (contrast {{ratio}}:1; cal com a mínim {{min}}:1): tria un to més fosc',
      'translation-incomplete_one':
        "Falta {{count}} text que sí que té la versió en castellà: completa'l o deixa aquest idioma buit perquè es mostri el castellà",
      'translation-incomplete_other':
        "Falten {{count}} textos que sí que té la versió en castellà: completa'ls o deixa aquest idioma buit perquè es mostri el castellà",
      'translation-incomplete':
        "Falten textos que sí que té la versió en castellà: completa'ls o deixa aquest idioma buit perquè es mostri el castellà",
      'translation-copy-required': 'Falta aquest text: la versió en castellà el té',
      'matomo-host-not-valid':
        "Escriu l'adreça de Matomo amb https:// (per exemple, https://analitica.entitat.org)",
      'matomo-site-id-not-valid': "L'identificador del lloc són només números (per exemple, 3)",
      'analytics-host-and-site-id-together':
        "L'analítica necessita l'adreça de Matomo i l'identificador del lloc: omple tots dos o cap",
      'file-is-required': 'Selecciona un fitxer',
      'invalid-file-type': 'El fitxer ha de ser una imatge PNG, JPEG o WebP',
      'file-too-large': 'La imatge pesa massa: el màxim són {{max}} MB',
      'image-too-small':
        'La imatge és massa petita: ha de fer com a mínim {{minWidth}} × {{minHeight}} píxels',
      'image-must-be-square': "La icona ha de ser quadrada (igual d'ampla que d'alta)",
      'email-duplicate-generic':
        "Aquest correu electrònic ja és en una altra fila del fitxer o l'utilitza una altra persona de l'organització",
      'unknown-place': "No hi ha cap lloc amb aquest nom: escriu-lo com apareix a l'aplicació",
      'ambiguous-place': "Hi ha més d'un lloc amb aquest nom: escriu el nom complet",
      'attendance-participant-not-confirmed':
        "Només es pot marcar l'assistència de qui té la participació confirmada",
      'attendance-participant-repeated': "Aquesta persona apareix més d'una vegada a la llista",
      'attendance-minutes-volunteers-only': "Només s'anoten minuts a les persones voluntàries",
      'attendance-minutes-need-attended': "Només s'anoten minuts a qui hi ha assistit",
      'image-dimensions-too-large':
        'La imatge és massa gran: no pot passar de {{maxWidth}} × {{maxHeight}} píxels',
      // account
      'email-already-exists': 'Ja existeix un compte amb aquest correu electrònic',
      'invalid-uri-variables': "El codi d'activació no és vàlid",
      'invalid-credentials': 'El correu electrònic o la contrasenya no són correctes',
      'account-already-active': 'Aquesta persona ja ha activat el seu compte',
      'invitation-not-sent': "No s'ha pogut enviar el correu d'activació. Torna-ho a provar més tard",
      'not-found': "No s'ha trobat el que cerques",
      'password-request-expired': "L'enllaç per restablir la contrasenya ha caducat",
      'token-expired': 'La sessió ha caducat, torna a iniciar-la',
      'token-invalid': 'Si us plau, inicia la sessió',
      'access-denied': 'No tens permís per fer aquesta acció',
      // subscription
      'volunteer-not-validated': 'El teu perfil encara no està validat, no et pots inscriure',
      'already-subscribed-to-intervention': 'Ja estàs inscrit en aquesta intervenció',
      'intervention-not-ready-yet': 'Aquesta intervenció encara no admet inscripcions',
      'intervention-has-free-places': "La intervenció té places lliures: inscriu-t'hi directament",
      'already-on-waiting-list': "Ja ets a la llista d'espera d'aquesta intervenció",
      'not-on-waiting-list': "No ets a la llista d'espera d'aquesta intervenció",
      'waiting-list-offer-not-open': "No tens cap plaça oferta en aquesta intervenció, o l'oferta ha caducat",
      'minor-volunteer-authorisation-pending':
        "Falta l'autorització del teu tutor o tutora legal: fins aleshores no et pots inscriure",
      // intervention
      'intervention-completed-cannot-add-volunteers': 'La intervenció és completa, no admet més voluntaris',
      'intervention-completed-cannot-add-employees': 'La intervenció és completa, no admet més tècnics',
      'intervention-completed-cannot-add-beneficiaries':
        'La intervenció és completa, no admet més beneficiaris',
      'intervention-time-overlap-error': "L'horari s'encavalca amb una altra intervenció de l'activitat",
      'schedule-conflict-with-another-intervention': "L'horari coincideix amb el d'una altra intervenció",
      'intervention-date-range-error': "La data de la intervenció ha de ser dins de les dates de l'activitat",
      // limits
      'exceeded-limit': "S'ha superat el nombre màxim de beneficiaris",
      'volunteer-exceeds-limit': "S'ha superat el nombre màxim de voluntaris del teu pla",
      'employee-exceeds-limit': "S'ha superat el nombre màxim de tècnics",
      'project-exceeds-limit': "S'ha superat el nombre màxim de projectes del teu pla",
      'activity-exceeds-limit': "S'ha superat el nombre màxim d'activitats obertes del teu pla",
      'intervention-exceeds-limit': "S'ha superat el nombre màxim d'intervencions per activitat del teu pla",
      'field-number-of-volunteers-reached': "S'ha arribat al nombre màxim de voluntaris",
      'field-number-of-employees-reached': "S'ha arribat al nombre màxim de tècnics",
      // staff
      'employee-update-failed': "No s'ha pogut actualitzar el tècnic",
      'employee-create-failed': "No s'ha pogut crear el tècnic",
      'coordinator-update-failed': "No s'ha pogut actualitzar el coordinador",
      'coordinator-create-failed': "No s'ha pogut crear el coordinador",
      'coordinator-transfer-activities-failed': "No s'han pogut transferir les activitats del coordinador",
      'coordinator-required': 'Selecciona un coordinador',
      'coordinator-has-assigned-activities':
        "El coordinador té activitats assignades; transfereix-les abans d'eliminar-lo",
      'coordinator-already-exists': 'Aquesta persona ja és coordinadora',
      'partner-required': 'Selecciona almenys una entitat col·laboradora',
      // import
      'no-file-selected': 'No has seleccionat cap fitxer',
      'invalid-file-format': 'El format del fitxer no és vàlid',
      'import-failed': "No s'ha pogut completar la importació",
      'download-template': "No s'ha pogut baixar la plantilla",
      'import-validation-error': 'Algunes línies del fitxer no són vàlides',
      // platform
      'tenant-not-found': 'No trobem cap organització en aquesta adreça',
      'too-many-requests': 'Massa intents; espera un moment i torna-ho a provar',
      'account-temporarily-locked':
        "Massa intents fallits amb aquest compte. Per seguretat, torna-ho a provar d'aquí a {{wait}}.",
      'too-many-failed-sign-ins':
        "Massa intents fallits des de la teva connexió. Torna-ho a provar d'aquí a {{wait}}.",
      'mfa-enrolment-not-started': "Primer escaneja el codi QR amb l'aplicació d'autenticació",
      'mfa-already-enabled': 'La verificació en dos passos ja està activada en aquest compte',
      'mfa-not-enabled': 'La verificació en dos passos no està activada en aquest compte',
      'mfa-required-for-role': "La verificació en dos passos és obligatòria per als comptes d'administració",
      'cannot-reset-own-mfa':
        'No pots restablir la teva pròpia verificació en dos passos: demana-ho a una altra persona administradora',
      'bad-request': 'La petició no és vàlida',
      'body-too-deep': 'Les dades enviades tenen massa nivells imbricats',
      'unsupported-media-type': 'El format de la petició no és vàlid',
      'payload-too-large': 'Les dades enviades són massa grans',
      'validation-failed': 'Revisa els camps marcats',
      'internal-error': "S'ha produït un error inesperat; torna-ho a provar més tard",
      // partners
      'nif-already-exists': 'Ja existeix una entitat amb aquest NIF',
      'partner-has-contact-persons':
        "L'entitat té persones de contacte: elimina-les o canvia-les d'entitat abans d'eliminar-la",
      'cannot-delete-own-account': 'No pots eliminar el teu propi compte',
      'cannot-revoke-own-admin': "No et pots treure a tu mateix el rol d'administrador",
      // participation
      'tutor-email-required':
        "És menor d'edat i no té el correu electrònic del tutor: afegeix-lo a la seva fitxa per demanar el consentiment",
      'intervention-completed-cannot-remove-participants':
        "La intervenció ja s'ha fet, no se'n poden treure participants",
      'participant-not-pending-consent': 'Aquesta participació no està pendent de consentiment',
      'invitation-waits-for-guardian':
        'Aquesta persona voluntària té menys de 16 anys: rebrà la invitació quan el seu tutor o tutora ho autoritzi',
      'volunteer-not-minor': "Aquesta persona voluntària no és menor d'edat",
      // tutor consent
      'invalid-consent-code':
        "L'enllaç d'autorització no és vàlid o n'hi ha un de més recent que el substitueix",
      'consent-code-expired':
        "L'enllaç d'autorització ha caducat; demana a l'entitat que te n'enviï un de nou",
      'consent-already-given': "Aquesta autorització ja s'havia donat",
      'consent-declined': 'La persona tutora ja ha rebutjat aquesta autorització',
      // activities and interventions
      'activity-status-transition-not-allowed': "L'activitat no pot passar a aquest estat des de l'actual",
      'activity-not-editable': "L'activitat està finalitzada o cancel·lada: no es pot modificar",
      'activity-cannot-be-deleted':
        'Només es pot eliminar una activitat en esborrany o cancel·lada i sense participants',
      'intervention-has-participants': "La intervenció té participants: treu-los abans d'eliminar-la",
      'place-not-available-at-that-time':
        'El lloc no està disponible aquell dia a aquella hora segons el seu horari',
      'place-has-interventions': "El lloc té intervencions: canvia-les de lloc abans d'eliminar-lo",
      'project-has-activities':
        "El projecte té activitats: canvia-les de projecte o elimina-les abans d'eliminar-lo",
      'partner-has-activities': "L'entitat participa en activitats: treu-la'n abans d'eliminar-la",
      'resource-changed':
        "Una altra persona ha canviat aquest registre mentre l'editaves. Torna'l a carregar per veure'n els canvis; el que hi has escrit es perdrà.",
      'intervention-not-started-yet':
        "La sessió encara no ha començat: l'assistència es podrà marcar a partir de l'hora d'inici",
      'certificate-without-hours':
        'No hi ha hores de voluntariat registrades en aquest període: el certificat necessita almenys una sessió amb assistència',
      'series-weekdays-required': 'Tria almenys un dia de la setmana',
      'series-too-many-sessions': 'Una sèrie pot tenir com a màxim {{max}} sessions',
      'series-without-sessions': 'Deixa marcada almenys una data de la sèrie',
      file: {
        default: "S'ha produït un error amb el fitxer",
        'invalid-type': 'El tipus de fitxer no és vàlid',
        'file-is-required': 'Selecciona un fitxer',
        'invalid-file-type': 'El fitxer ha de ser un CSV',
        'invalid-headers': 'Les capçaleres del fitxer no coincideixen amb la plantilla',
        'email-duplicate-generic': 'Hi ha correus electrònics repetits al fitxer',
        'validation-error': 'Hi ha errors de validació al fitxer',
        'file-too-large': 'El fitxer pesa massa: el màxim són {{max}} MB',
        'too-many-records': 'El fitxer té més de {{max}} files: divideix-lo en diversos',
      },
    },
    success: {
      'user-activated': 'El teu compte està activat. Ja pots iniciar la sessió',
      'volunteer-registered': "T'hem enviat un correu per activar el teu compte",
      'invitation-sent': "Hem tornat a enviar el correu d'activació amb un enllaç nou",
      'user-forgot-password': 'Si el correu està registrat, rebràs un enllaç per restablir la contrasenya',
      'password-reset': "La contrasenya s'ha canviat. Ja pots iniciar la sessió",
      'profile-updated': 'Perfil actualitzat',
      'volunteer-created': "Persona voluntària donada d'alta",
      'volunteer-updated': 'Persona voluntària actualitzada',
      'volunteer-deleted': 'Persona voluntària eliminada',
      'employee-created': "Persona tècnica donada d'alta",
      'employee-updated': 'Persona tècnica actualitzada',
      'employee-deleted': 'Persona tècnica eliminada',
      'coordinator-created': "Persona coordinadora donada d'alta",
      'coordinator-updated': 'Persona coordinadora actualitzada',
      'coordinator-deleted': 'Persona coordinadora eliminada',
      'beneficiary-created': "Persona beneficiària donada d'alta",
      'beneficiary-updated': 'Persona beneficiària actualitzada',
      'beneficiary-deleted': 'Persona beneficiària eliminada',
      'activity-created': 'Activitat creada',
      'activity-updated': 'Activitat actualitzada',
      'activity-deleted': 'Activitat eliminada',
      'intervention-created': 'Intervenció creada',
      'intervention-updated': 'Intervenció actualitzada',
      'intervention-deleted': 'Intervenció eliminada',
      'series-created': 'Sessions creades',
      'series-following-updated': 'Sessió i següents actualitzades',
      'series-following-deleted': 'Sessió i següents eliminades',
      'partner-created': 'Entitat creada',
      'partner-updated': 'Entitat actualitzada',
      'partner-deleted': 'Entitat eliminada',
      'contact-partner-created': "Persona de contacte donada d'alta",
      'contact-partner-updated': 'Persona de contacte actualitzada',
      'contact-partner-deleted': 'Persona de contacte eliminada',
      'place-created': 'Lloc creat',
      'place-updated': 'Lloc actualitzat',
      'place-deleted': 'Lloc eliminat',
      'project-created': 'Projecte creat',
      'project-updated': 'Projecte actualitzat',
      'project-deleted': 'Projecte eliminat',
      'branding-updated': "S'ha desat la marca",
      'branding-image-uploaded': "S'ha desat la imatge",
      'branding-image-restored': "S'ha restaurat la imatge predeterminada",
      subscribed: "T'has inscrit a la intervenció!",
      unsubscribed: "T'has donat de baixa de la intervenció",
      'waiting-list-joined': "T'has apuntat a la llista d'espera",
      'waiting-list-left': "Has sortit de la llista d'espera",
      'volunteer-validated': 'Persona voluntària validada',
      'volunteer-promoted': 'La persona voluntària ara és coordinadora',
      'coordinator-activities-transferred': 'Activitats transferides',
      'import-completed_one': 'Importació completada: {{count}} registre',
      'import-completed': 'Importació completada: {{count}} registres',
      'import-completed_other': 'Importació completada: {{count}} registres',
      'csv-rows-inserted_one': "S'ha inserit {{count}} fila del CSV",
      'csv-rows-inserted': "S'han inserit {{count}} files del CSV",
      'csv-rows-inserted_other': "S'han inserit {{count}} files del CSV",
      'import-lines-not-inserted': "Algunes línies no s'han inserit per errors de validació",
      'guardian-consent-confirmed': 'Gràcies! Has autoritzat la participació',
      'child-subscription-pending-consent':
        "La inscripció de la persona menor d'edat queda pendent del consentiment del seu tutor o tutora",
      'tutored-person-created': 'Persona tutelada afegida',
      'password-changed': "La contrasenya s'ha canviat",
      'project-closed': 'Projecte tancat',
      'project-reopened': 'Projecte reobert',
      'participant-added': 'Persona afegida a la intervenció',
      'participant-removed': 'Persona treta de la intervenció',
      'guardian-consent-requested':
        "S'ha enviat al tutor o la tutora el correu per autoritzar la participació",
      'mfa-disabled': 'La verificació en dos passos està desactivada',
      'mfa-reset': "Verificació en dos passos restablerta: s'han tancat les seves sessions",
      'guardian-consent-declined': 'Hem registrat la teva resposta: no dones la teva autorització',
    },
  },
};
