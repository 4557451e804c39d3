/**
 * The emails' texts in Spanish, the organisations' language and the fallback: the `mail` namespace of the API's
 * i18next instance (src/lib/mail-i18n.ts). Values are plain text; the templates escape them into the HTML.
 */
export const mailEs = {
  // The certificate of volunteering (a PDF, src/lib/certificate-pdf.ts): Ley 45/2015, art. 10.
  certificate: {
    title: 'Certificado de voluntariado',
    intro:
      '{{tenant}} certifica que {{name}}{{document}} ha colaborado como persona voluntaria en la entidad entre el {{from}} y el {{to}}, con una dedicación de {{hours}} en {{sessions}} sesiones, en las actividades que se detallan a continuación.',
    introOne:
      '{{tenant}} certifica que {{name}}{{document}} ha colaborado como persona voluntaria en la entidad entre el {{from}} y el {{to}}, con una dedicación de {{hours}} en una sesión, en la actividad que se detalla a continuación.',
    document: ', con {{type}} {{number}},',
    national: 'DNI',
    resident: 'NIE',
    passport: 'pasaporte',
    documentOther: 'documento de identidad',
    activities: 'Actividades',
    activitySessions: '{{count}} sesiones · {{hours}}',
    activityOneSession: '1 sesión · {{hours}}',
    total: 'Total: {{hours}} en {{sessions}} sesiones',
    totalOne: 'Total: {{hours}} en una sesión',
    attests:
      'Este certificado se expide conforme al artículo 10 de la Ley 45/2015, de 14 de octubre, de Voluntariado, y acredita las horas de las sesiones en las que la entidad ha registrado la asistencia de la persona voluntaria.',
    issued: 'Emitido por {{tenant}} el {{date}}.',
    reference: 'Referencia del certificado: {{reference}}',
    verify: 'La entidad puede comprobar esta referencia en su registro de certificados emitidos.',
    page: 'Página {{page}} de {{pages}}',
    fileName: 'certificado-voluntariado',
  },
  // The name a calendar app shows for the person's calendar feed.
  calendarFeed: {
    name: '{{tenant}}: mis sesiones',
  },
  layout: {
    linkFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
  },
  activation: {
    title: 'Activa tu cuenta en {{tenant}}',
    greeting: 'Hola, {{name}}:',
    body: '{{tenant}} te ha dado de alta en su plataforma de voluntariado. Completa tu perfil y elige una contraseña para activar tu cuenta.',
    button: 'Activar mi cuenta',
    textLink: 'Activa tu cuenta aquí: {{url}}',
  },
  passwordReset: {
    title: 'Restablece tu contraseña',
    greeting: 'Hola, {{name}}:',
    body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta en {{tenant}}. El enlace es válido durante una hora y solo se puede usar una vez.',
    notYou: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
    button: 'Elegir una contraseña nueva',
    textLink: 'Elige una contraseña nueva aquí: {{url}}',
  },
  accountExists: {
    title: 'Ya tienes una cuenta en {{tenant}}',
    greeting: 'Hola, {{name}}:',
    body: 'Alguien, quizá tú, ha intentado darse de alta como persona voluntaria en {{tenant}} con este correo, pero ya tienes una cuenta con él.',
    signIn:
      'Inicia sesión con tu correo y tu contraseña. Si no la recuerdas, pide una nueva desde la página de inicio de sesión; si aún no has activado tu cuenta, busca el correo de activación o pide a la entidad que te lo reenvíe.',
    notYou: 'Si no has sido tú, ignora este mensaje: tu cuenta no ha cambiado.',
    button: 'Iniciar sesión',
    textLink: 'Inicia sesión aquí: {{url}}',
  },
  participationConsent: {
    title: 'Autoriza la participación de {{child}}',
    greeting: 'Hola:',
    body: '{{tenant}} ha inscrito a {{child}} en la actividad «{{activity}}». Como es menor de edad, necesitamos tu autorización para que participe.',
    when: 'Cuándo: {{date}}, de {{start}} a {{end}}.',
    where: 'Dónde: {{place}}.',
    online: 'en línea',
    validity:
      'Abre el enlace para ver los detalles y autorizar la participación. Es válido durante {{days}} días; si caduca, pide a la entidad que te envíe uno nuevo.',
    button: 'Autorizar la participación',
    textLink: 'Autoriza la participación aquí: {{url}}',
  },
  volunteerConsent: {
    title: 'Autoriza el voluntariado de {{name}}',
    greeting: 'Hola:',
    body: '{{fullName}} se ha registrado como persona voluntaria en {{tenant}}. Como es menor de edad, necesita tu autorización antes de inscribirse en las actividades.',
    validity:
      'Abre el enlace para ver los detalles y dar tu autorización. Es válido durante {{days}} días; si caduca, pide a la entidad que te envíe uno nuevo.',
    button: 'Autorizar el voluntariado',
    textLink: 'Da tu autorización aquí: {{url}}',
  },
  volunteerValidated: {
    title: 'Ya puedes inscribirte en las actividades de {{tenant}}',
    greeting: 'Hola, {{name}}:',
    body: '{{tenant}} ha validado tu perfil de voluntariado. Desde ahora puedes apuntarte a las sesiones de sus actividades en tu área de voluntariado.',
    button: 'Ver las actividades',
    textLink: 'Consulta las actividades aquí: {{url}}',
  },
  sessionJoined: {
    title: 'Te has inscrito en «{{activity}}»',
    greeting: 'Hola, {{name}}:',
    bySelf: 'Te has inscrito en una sesión de «{{activity}}».',
    byStaff: '{{tenant}} te ha inscrito en una sesión de «{{activity}}».',
    calendar: 'Te adjuntamos la sesión para que la añadas a tu calendario.',
    button: 'Ver la sesión',
    textLink: 'Consulta la sesión aquí: {{url}}',
  },
  sessionLeft: {
    title: 'Ya no estás inscrito en «{{activity}}»',
    greeting: 'Hola, {{name}}:',
    bySelf: 'Te has dado de baja de una sesión de «{{activity}}».',
    byStaff: '{{tenant}} te ha dado de baja de una sesión de «{{activity}}».',
    calendar: 'Te adjuntamos la cancelación para que la sesión desaparezca de tu calendario.',
    button: 'Ver la actividad',
    textLink: 'Consulta la actividad aquí: {{url}}',
  },
  waitingListPlace: {
    title: 'Ya tienes plaza en «{{activity}}»',
    greeting: 'Hola, {{name}}:',
    body: 'Se ha liberado una plaza y, como eras la primera persona de la lista de espera, te hemos inscrito en la sesión de «{{activity}}» con {{tenant}}.',
    calendar:
      'Te adjuntamos la sesión para que la añadas a tu calendario. Si al final no puedes ir, date de baja en tu área de voluntariado.',
    button: 'Ver la sesión',
    textLink: 'Consulta la sesión aquí: {{url}}',
  },
  waitingListOffer: {
    title: 'Hay una plaza para ti en «{{activity}}»',
    greeting: 'Hola, {{name}}:',
    body: 'Se ha liberado una plaza en una sesión de «{{activity}}» con {{tenant}} y eres la primera persona de la lista de espera.',
    deadline:
      'Te la guardamos durante {{hours}} horas: acéptala en tu área de voluntariado. Si no la aceptas a tiempo, o la rechazas, pasará a la siguiente persona de la lista.',
    button: 'Aceptar la plaza',
    textLink: 'Acepta o rechaza la plaza aquí: {{url}}',
  },
  sessionReminder: {
    title: 'Recordatorio: tu sesión de «{{activity}}»',
    greeting: 'Hola, {{name}}:',
    body: 'Te recordamos que estás inscrito en una sesión de «{{activity}}» con {{tenant}}.',
    calendar: 'Te adjuntamos la sesión por si aún no está en tu calendario.',
    cannotGo:
      'Si al final no puedes ir, date de baja en tu área de voluntariado para que otra persona pueda ocupar tu plaza.',
    button: 'Ver la sesión',
    textLink: 'Consulta la sesión aquí: {{url}}',
  },
  sessionChanged: {
    title: 'Cambios en tu sesión de «{{activity}}»',
    greeting: 'Hola, {{name}}:',
    body: '{{tenant}} ha cambiado una sesión de «{{activity}}» en la que estás inscrito.',
    when: 'Cuándo: {{before}} → {{after}}.',
    where: 'Dónde: {{before}} → {{after}}.',
    calendar: 'Te adjuntamos la sesión actualizada para que tu calendario la cambie.',
    cannotGo: 'Si ya no puedes ir, date de baja en tu área de voluntariado.',
    button: 'Ver la sesión',
    textLink: 'Consulta la sesión aquí: {{url}}',
  },
  sessionCancelled: {
    title: 'Sesión cancelada: «{{activity}}»',
    greeting: 'Hola, {{name}}:',
    body: '{{tenant}} ha cancelado «{{activity}}»: la sesión en la que estabas inscrito no se celebrará.',
    calendar: 'Te adjuntamos la cancelación para que la sesión desaparezca de tu calendario.',
    button: 'Ver la actividad',
    textLink: 'Consulta la actividad aquí: {{url}}',
  },
  session: {
    period: '{{date}}, de {{start}} a {{end}}',
    when: 'Cuándo: {{date}}, de {{start}} a {{end}}.',
    where: 'Dónde: {{place}}.',
    online: 'en línea',
  },
  participationNotice: {
    joinedTitle: '{{person}} se ha inscrito en «{{activity}}»',
    leftTitle: '{{person}} se ha dado de baja de «{{activity}}»',
    greeting: 'Hola, {{name}}:',
    joined: '{{person}} se ha inscrito en una sesión de «{{activity}}», que coordinas.',
    left: '{{person}} ya no está inscrito en una sesión de «{{activity}}», que coordinas.',
    settings:
      'Recibes este aviso porque lo has activado en «Mi perfil». Puedes desactivarlo allí cuando quieras.',
    button: 'Ver la sesión',
    textLink: 'Consulta la sesión aquí: {{url}}',
  },
};

/** Every language gives every text of the Spanish resources. */
export type MailTexts = { [Group in keyof typeof mailEs]: Record<keyof (typeof mailEs)[Group], string> };
