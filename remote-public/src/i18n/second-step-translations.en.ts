import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of second-step-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  secondStep: {
    codeTitle: 'Two-step verification',
    codeIntro:
      'Open the authenticator app on your phone and type the 6-digit code it shows for {{organisation}}.',
    verify: 'Verify',
    back: 'Back to the password',
    enrolTitle: 'Turn on two-step verification',
    enrolIntro:
      '{{organisation}} requires two-step verification for administrator accounts, because they give access to the data of everyone in the organisation. You only need to set it up once: from then on, when you sign in, we will ask for your password and a code of the app.',
    enrolSubmit: 'Turn on and sign in',
    preparing: 'Preparing the QR code…',
  },
};

export default texts;
