import type { MailTexts } from './mail-es';

/** The emails' texts in English (see mail-es.ts). */
export const mailEn: MailTexts = {
  certificate: {
    title: 'Certificate of volunteering',
    intro:
      '{{tenant}} certifies that {{name}}{{document}} has volunteered with the organisation between {{from}} and {{to}}, giving {{hours}} over {{sessions}} sessions, in the activities listed below.',
    introOne:
      '{{tenant}} certifies that {{name}}{{document}} has volunteered with the organisation between {{from}} and {{to}}, giving {{hours}} in one session, in the activity listed below.',
    document: ', holder of {{type}} {{number}},',
    national: 'Spanish ID (DNI)',
    resident: 'foreigner identity number (NIE)',
    passport: 'passport',
    documentOther: 'identity document',
    activities: 'Activities',
    activitySessions: '{{count}} sessions · {{hours}}',
    activityOneSession: '1 session · {{hours}}',
    total: 'Total: {{hours}} over {{sessions}} sessions',
    totalOne: 'Total: {{hours}} in one session',
    attests:
      'This certificate is issued under article 10 of Spanish Law 45/2015 of 14 October on Volunteering and attests the hours of the sessions where the organisation recorded the volunteer as attending.',
    issued: 'Issued by {{tenant}} on {{date}}.',
    reference: 'Certificate reference: {{reference}}',
    verify: 'The organisation can check this reference in its record of certificates issued.',
    page: 'Page {{page}} of {{pages}}',
    fileName: 'certificate-of-volunteering',
  },
  // The name a calendar app shows for the person's calendar feed.
  calendarFeed: {
    name: '{{tenant}}: my sessions',
  },
  layout: {
    linkFallback: 'If the button does not work, copy this link into your browser:',
  },
  activation: {
    title: 'Activate your account at {{tenant}}',
    greeting: 'Hello {{name}},',
    body: '{{tenant}} has registered you on its volunteering platform. Complete your profile and choose a password to activate your account.',
    button: 'Activate my account',
    textLink: 'Activate your account here: {{url}}',
  },
  passwordReset: {
    title: 'Reset your password',
    greeting: 'Hello {{name}},',
    body: 'We have received a request to reset the password of your account at {{tenant}}. The link is valid for one hour and can only be used once.',
    notYou: 'If you did not ask for it, ignore this message: your password will not change.',
    button: 'Choose a new password',
    textLink: 'Choose a new password here: {{url}}',
  },
  accountExists: {
    title: 'You already have an account at {{tenant}}',
    greeting: 'Hello {{name}},',
    body: 'Someone, perhaps you, tried to sign up as a volunteer at {{tenant}} with this email address, but you already have an account with it.',
    signIn:
      'Sign in with your email address and password. If you do not remember it, ask for a new one from the sign-in page; if you have not activated your account yet, look for the activation email or ask the organisation to send it again.',
    notYou: 'If it was not you, ignore this message: your account has not changed.',
    button: 'Sign in',
    textLink: 'Sign in here: {{url}}',
  },
  participationConsent: {
    title: 'Authorise {{child}} to take part',
    greeting: 'Hello,',
    body: '{{tenant}} has signed {{child}} up for the activity “{{activity}}”. As they are a minor, we need your authorisation for them to take part.',
    when: 'When: {{date}}, from {{start}} to {{end}}.',
    where: 'Where: {{place}}.',
    online: 'online',
    validity:
      'Open the link to see the details and authorise the participation. It is valid for {{days}} days; if it expires, ask the organisation to send you a new one.',
    button: 'Authorise the participation',
    textLink: 'Authorise the participation here: {{url}}',
  },
  volunteerConsent: {
    title: 'Authorise {{name}} to volunteer',
    greeting: 'Hello,',
    body: '{{fullName}} has registered as a volunteer with {{tenant}}. As they are a minor, they need your authorisation before signing up for activities.',
    validity:
      'Open the link to see the details and give your authorisation. It is valid for {{days}} days; if it expires, ask the organisation to send you a new one.',
    button: 'Authorise volunteering',
    textLink: 'Give your authorisation here: {{url}}',
  },
  volunteerValidated: {
    title: 'You can now sign up for the activities of {{tenant}}',
    greeting: 'Hello {{name}},',
    body: '{{tenant}} has validated your volunteer profile. From now on you can sign up for the sessions of its activities in your volunteer area.',
    button: 'See the activities',
    textLink: 'See the activities here: {{url}}',
  },
  sessionJoined: {
    title: 'You have signed up for “{{activity}}”',
    greeting: 'Hello {{name}},',
    bySelf: 'You have signed up for a session of “{{activity}}”.',
    byStaff: '{{tenant}} has signed you up for a session of “{{activity}}”.',
    calendar: 'The session is attached so that you can add it to your calendar.',
    button: 'See the session',
    textLink: 'See the session here: {{url}}',
  },
  sessionLeft: {
    title: 'You are no longer signed up for “{{activity}}”',
    greeting: 'Hello {{name}},',
    bySelf: 'You have left a session of “{{activity}}”.',
    byStaff: '{{tenant}} has taken you off a session of “{{activity}}”.',
    calendar: 'The cancellation is attached so that the session leaves your calendar.',
    button: 'See the activity',
    textLink: 'See the activity here: {{url}}',
  },
  waitingListPlace: {
    title: 'You have a place in “{{activity}}”',
    greeting: 'Hello {{name}},',
    body: 'A place has become free and, as you were first on the waiting list, you are now signed up for the session of “{{activity}}” with {{tenant}}.',
    calendar:
      'The session is attached so that you can add it to your calendar. If you cannot go after all, leave it in your volunteer area.',
    button: 'See the session',
    textLink: 'See the session here: {{url}}',
  },
  waitingListOffer: {
    title: 'A place is waiting for you in “{{activity}}”',
    greeting: 'Hello {{name}},',
    body: 'A place has become free in a session of “{{activity}}” with {{tenant}} and you are first on the waiting list.',
    deadline:
      'We are keeping it for you for {{hours}} hours: accept it in your volunteer area. If you do not accept it in time, or decline it, it goes to the next person on the list.',
    button: 'Accept the place',
    textLink: 'Accept or decline the place here: {{url}}',
  },
  sessionReminder: {
    title: 'Reminder: your session of “{{activity}}”',
    greeting: 'Hello {{name}},',
    body: 'This is a reminder that you are signed up for a session of “{{activity}}” with {{tenant}}.',
    calendar: 'The session is attached in case it is not in your calendar yet.',
    cannotGo:
      'If you cannot go after all, leave the session in your volunteer area so that someone else can take your place.',
    button: 'See the session',
    textLink: 'See the session here: {{url}}',
  },
  sessionChanged: {
    title: 'Changes to your session of “{{activity}}”',
    greeting: 'Hello {{name}},',
    body: '{{tenant}} has changed a session of “{{activity}}” that you are signed up for.',
    when: 'When: {{before}} → {{after}}.',
    where: 'Where: {{before}} → {{after}}.',
    calendar: 'The updated session is attached so that your calendar changes it.',
    cannotGo: 'If you can no longer go, leave the session in your volunteer area.',
    button: 'See the session',
    textLink: 'See the session here: {{url}}',
  },
  sessionCancelled: {
    title: 'Session cancelled: “{{activity}}”',
    greeting: 'Hello {{name}},',
    body: '{{tenant}} has cancelled “{{activity}}”: the session you were signed up for will not take place.',
    calendar: 'The cancellation is attached so that the session leaves your calendar.',
    button: 'See the activity',
    textLink: 'See the activity here: {{url}}',
  },
  session: {
    period: '{{date}}, from {{start}} to {{end}}',
    when: 'When: {{date}}, from {{start}} to {{end}}.',
    where: 'Where: {{place}}.',
    online: 'online',
  },
  participationNotice: {
    joinedTitle: '{{person}} has signed up for “{{activity}}”',
    leftTitle: '{{person}} has left “{{activity}}”',
    greeting: 'Hello {{name}},',
    joined: '{{person}} has signed up for a session of “{{activity}}”, which you coordinate.',
    left: '{{person}} is no longer signed up for a session of “{{activity}}”, which you coordinate.',
    settings:
      'You get this notice because you turned it on in “My profile”. You can turn it off there at any time.',
    button: 'See the session',
    textLink: 'See the session here: {{url}}',
  },
};
