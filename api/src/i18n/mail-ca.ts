import type { MailTexts } from './mail-es';

/**
 * The emails' texts in Catalan (see mail-es.ts), worded as the screens' Catalan is
 * (docs/adr/0067-languages.md): imperative buttons, and no bare "de" before a name the text cannot know.
 */
export const mailCa: MailTexts = {
  certificate: {
    title: 'Certificat de voluntariat',
    intro:
      "{{tenant}} certifica que {{name}}{{document}} ha col·laborat com a persona voluntària a l'entitat entre el {{from}} i el {{to}}, amb una dedicació de {{hours}} en {{sessions}} sessions, en les activitats que es detallen a continuació.",
    introOne:
      "{{tenant}} certifica que {{name}}{{document}} ha col·laborat com a persona voluntària a l'entitat entre el {{from}} i el {{to}}, amb una dedicació de {{hours}} en una sessió, en l'activitat que es detalla a continuació.",
    document: ', amb {{type}} {{number}},',
    national: 'DNI',
    resident: 'NIE',
    passport: 'passaport',
    documentOther: "document d'identitat",
    activities: 'Activitats',
    activitySessions: '{{count}} sessions · {{hours}}',
    activityOneSession: '1 sessió · {{hours}}',
    total: 'Total: {{hours}} en {{sessions}} sessions',
    totalOne: 'Total: {{hours}} en una sessió',
    attests:
      "Aquest certificat s'expedeix d'acord amb l'article 10 de la Llei 45/2015, de 14 d'octubre, de Voluntariat, i acredita les hores de les sessions en què l'entitat ha registrat l'assistència de la persona voluntària.",
    issued: 'Emès per {{tenant}} el {{date}}.',
    reference: 'Referència del certificat: {{reference}}',
    verify: "L'entitat pot comprovar aquesta referència en el seu registre de certificats emesos.",
    page: 'Pàgina {{page}} de {{pages}}',
    fileName: 'certificat-voluntariat',
  },
  // The name a calendar app shows for the person's calendar feed.
  calendarFeed: {
    name: '{{tenant}}: les meves sessions',
  },
  layout: {
    linkFallback: 'Si el botó no funciona, copia aquest enllaç al navegador:',
  },
  activation: {
    title: 'Activa el teu compte a {{tenant}}',
    greeting: 'Hola, {{name}}:',
    body: "{{tenant}} t'ha donat d'alta a la seva plataforma de voluntariat. Completa el teu perfil i tria una contrasenya per activar el teu compte.",
    button: 'Activa el meu compte',
    textLink: 'Activa el teu compte aquí: {{url}}',
  },
  passwordReset: {
    title: 'Restableix la contrasenya',
    greeting: 'Hola, {{name}}:',
    body: "Hem rebut una sol·licitud per restablir la contrasenya del teu compte a {{tenant}}. L'enllaç és vàlid durant una hora i només es pot fer servir una vegada.",
    notYou: 'Si no ho has demanat tu, ignora aquest missatge: la teva contrasenya no canviarà.',
    button: 'Tria una contrasenya nova',
    textLink: 'Tria una contrasenya nova aquí: {{url}}',
  },
  accountExists: {
    title: 'Ja tens un compte a {{tenant}}',
    greeting: 'Hola, {{name}}:',
    body: "Algú, potser tu, ha intentat donar-se d'alta com a persona voluntària a {{tenant}} amb aquest correu, però ja tens un compte amb aquest correu.",
    signIn:
      "Inicia la sessió amb el teu correu i la teva contrasenya. Si no la recordes, demana'n una de nova des de la pàgina d'inici de sessió; si encara no has activat el compte, busca el correu d'activació o demana a l'entitat que te'l torni a enviar.",
    notYou: 'Si no has estat tu, ignora aquest missatge: el teu compte no ha canviat.',
    button: 'Inicia la sessió',
    textLink: 'Inicia la sessió aquí: {{url}}',
  },
  participationConsent: {
    title: 'Autoritza que {{child}} hi participi',
    greeting: 'Hola:',
    body: "{{tenant}} ha inscrit {{child}} a l'activitat «{{activity}}». Com que és menor d'edat, necessitem la teva autorització perquè hi participi.",
    when: 'Quan: {{date}}, de les {{start}} a les {{end}}.',
    where: 'On: {{place}}.',
    online: 'en línia',
    validity:
      "Obre l'enllaç per veure'n els detalls i autoritzar la participació. És vàlid durant {{days}} dies; si caduca, demana a l'entitat que te n'enviï un de nou.",
    button: 'Autoritza la participació',
    textLink: 'Autoritza la participació aquí: {{url}}',
  },
  volunteerConsent: {
    title: 'Autoritza que {{name}} faci voluntariat',
    greeting: 'Hola:',
    body: "{{fullName}} s'ha registrat com a persona voluntària a {{tenant}}. Com que és menor d'edat, necessita la teva autorització abans d'inscriure's a les activitats.",
    validity:
      "Obre l'enllaç per veure'n els detalls i donar la teva autorització. És vàlid durant {{days}} dies; si caduca, demana a l'entitat que te n'enviï un de nou.",
    button: 'Autoritza el voluntariat',
    textLink: 'Dona la teva autorització aquí: {{url}}',
  },
  volunteerValidated: {
    title: 'Ja et pots inscriure a les activitats de {{tenant}}',
    greeting: 'Hola, {{name}}:',
    body: '{{tenant}} ha validat el teu perfil de voluntariat. Des d’ara et pots apuntar a les sessions de les seves activitats a la teva àrea de voluntariat.',
    button: 'Veure les activitats',
    textLink: 'Consulta les activitats aquí: {{url}}',
  },
  sessionJoined: {
    title: 'T’has inscrit a «{{activity}}»',
    greeting: 'Hola, {{name}}:',
    bySelf: 'T’has inscrit a una sessió de «{{activity}}».',
    byStaff: '{{tenant}} t’ha inscrit a una sessió de «{{activity}}».',
    calendar: 'T’adjuntem la sessió perquè l’afegeixis al teu calendari.',
    button: 'Veure la sessió',
    textLink: 'Consulta la sessió aquí: {{url}}',
  },
  sessionLeft: {
    title: 'Ja no estàs inscrit a «{{activity}}»',
    greeting: 'Hola, {{name}}:',
    bySelf: 'T’has donat de baixa d’una sessió de «{{activity}}».',
    byStaff: '{{tenant}} t’ha donat de baixa d’una sessió de «{{activity}}».',
    calendar: 'T’adjuntem la cancel·lació perquè la sessió desaparegui del teu calendari.',
    button: 'Veure l’activitat',
    textLink: 'Consulta l’activitat aquí: {{url}}',
  },
  waitingListPlace: {
    title: 'Ja tens plaça a «{{activity}}»',
    greeting: 'Hola, {{name}}:',
    body: 'S’ha alliberat una plaça i, com que eres la primera persona de la llista d’espera, t’hem inscrit a la sessió de «{{activity}}» amb {{tenant}}.',
    calendar:
      'T’adjuntem la sessió perquè l’afegeixis al teu calendari. Si al final no hi pots anar, dona’t de baixa a la teva àrea de voluntariat.',
    button: 'Veure la sessió',
    textLink: 'Consulta la sessió aquí: {{url}}',
  },
  waitingListOffer: {
    title: 'Hi ha una plaça per a tu a «{{activity}}»',
    greeting: 'Hola, {{name}}:',
    body: 'S’ha alliberat una plaça en una sessió de «{{activity}}» amb {{tenant}} i ets la primera persona de la llista d’espera.',
    deadline:
      'Te la guardem durant {{hours}} hores: accepta-la a la teva àrea de voluntariat. Si no l’acceptes a temps, o la rebutges, passarà a la persona següent de la llista.',
    button: 'Acceptar la plaça',
    textLink: 'Accepta o rebutja la plaça aquí: {{url}}',
  },
  sessionReminder: {
    title: 'Recordatori: la teva sessió de «{{activity}}»',
    greeting: 'Hola, {{name}}:',
    body: 'Et recordem que estàs inscrit a una sessió de «{{activity}}» amb {{tenant}}.',
    calendar: 'T’adjuntem la sessió per si encara no és al teu calendari.',
    cannotGo:
      'Si al final no hi pots anar, dona’t de baixa a la teva àrea de voluntariat perquè una altra persona pugui ocupar la teva plaça.',
    button: 'Veure la sessió',
    textLink: 'Consulta la sessió aquí: {{url}}',
  },
  sessionChanged: {
    title: 'Canvis a la teva sessió de «{{activity}}»',
    greeting: 'Hola, {{name}}:',
    body: '{{tenant}} ha canviat una sessió de «{{activity}}» a la qual estàs inscrit.',
    when: 'Quan: {{before}} → {{after}}.',
    where: 'On: {{before}} → {{after}}.',
    calendar: 'T’adjuntem la sessió actualitzada perquè el teu calendari la canviï.',
    cannotGo: 'Si ja no hi pots anar, dona’t de baixa a la teva àrea de voluntariat.',
    button: 'Veure la sessió',
    textLink: 'Consulta la sessió aquí: {{url}}',
  },
  sessionCancelled: {
    title: 'Sessió cancel·lada: «{{activity}}»',
    greeting: 'Hola, {{name}}:',
    body: '{{tenant}} ha cancel·lat «{{activity}}»: la sessió a la qual estaves inscrit no se celebrarà.',
    calendar: 'T’adjuntem la cancel·lació perquè la sessió desaparegui del teu calendari.',
    button: 'Veure l’activitat',
    textLink: 'Consulta l’activitat aquí: {{url}}',
  },
  session: {
    period: '{{date}}, de {{start}} a {{end}}',
    when: 'Quan: {{date}}, de {{start}} a {{end}}.',
    where: 'On: {{place}}.',
    online: 'en línia',
  },
  participationNotice: {
    joinedTitle: '{{person}} s’ha inscrit a «{{activity}}»',
    leftTitle: '{{person}} s’ha donat de baixa de «{{activity}}»',
    greeting: 'Hola, {{name}}:',
    joined: '{{person}} s’ha inscrit a una sessió de «{{activity}}», que coordines.',
    left: '{{person}} ja no està inscrit a una sessió de «{{activity}}», que coordines.',
    settings:
      'Reps aquest avís perquè l’has activat a «El meu perfil». El pots desactivar allà quan vulguis.',
    button: 'Veure la sessió',
    textLink: 'Consulta la sessió aquí: {{url}}',
  },
};
