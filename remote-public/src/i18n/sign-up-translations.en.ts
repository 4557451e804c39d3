import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of sign-up-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  signUp: {
    formLabel: 'Volunteer sign-up',
    minorHint:
      'You are a minor: your guardian will receive a link to authorise your volunteering. If you are under 16, we will send you the email to activate your account once they authorise it.',
    acceptPrivacy: 'I have read and accept the',
    privacyPolicy: 'privacy policy',
    submit: 'I want to volunteer',
    doneTitle: 'Thank you for joining!',
    doneText:
      'We have sent an email to {{email}} to activate your account. If you are under 16, you will receive it once your guardian authorises it.',
  },
};

export default texts;
