import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  sections: {
    personal: 'Personal details',
    contact: 'Contact',
    address: 'Address',
    volunteering: 'Volunteering profile',
    status: 'Status',
  },
  phonePrefixHint: 'For example, +34',
  locationSearch: 'Search town or city',
  locationSearchHint: 'Type part of the name to filter the list of towns.',
  locationSearching: 'Searching towns…',
  locationNoMatches: 'No town matches the search.',
  availabilityHint: 'Mornings and afternoons of the week when the person can usually help.',
  availabilitySlot: '{{day}}, {{time}}',
  weekday: 'Day',
  changePassword: {
    title: 'Password',
    intro: 'To change it, type the current one first.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    repeatPassword: 'Repeat the new password',
    hint: 'Between 12 and 64 characters. Avoid well-known passwords or ones you use elsewhere.',
    submit: 'Change the password',
  },
  twoStep: {
    title: 'Two-step verification',
    intro:
      'When you sign in, besides your password we will ask for a 6-digit code made by an app on your phone. Even if someone finds out your password, they will not be able to get into your account.',
    state: 'Status',
    on: 'On',
    off: 'Off',
    compulsory: 'Compulsory',
    compulsoryText:
      'Your organisation requires two-step verification for administrator accounts, so it cannot be turned off.',
    compulsoryOffText:
      'Your organisation requires two-step verification for administrator accounts: turn it on now.',
    codesLeft_one: 'You have {{count}} recovery code left.',
    codesLeft_other: 'You have {{count}} recovery codes left.',
    codesLow: 'You are running low: make new codes before they run out.',
    turnOn: 'Turn on two-step verification',
    turnOff: 'Turn off',
    turnOffTitle: 'Turn off two-step verification',
    turnOffText:
      'To confirm it is you, type the code the app shows now or one of your recovery codes. After that you will sign in with your password alone.',
    turnOffSubmit: 'Turn off two-step verification',
    renew: 'Make new recovery codes',
    renewText:
      'The codes you have now will stop working. To confirm it is you, type the code the app shows now or one of your recovery codes.',
    renewSubmit: 'Make new codes',
    enrolTitle: 'Turn on two-step verification',
    enrolSubmit: 'Turn on',
    setup: {
      apps: 'Install an authenticator app on your phone if you do not have one yet; for example, Google Authenticator, Microsoft Authenticator or FreeOTP.',
      scan: 'In the app, add an account and scan this QR code.',
      qrAlt: 'QR code to add your {{organisation}} account to the authenticator app',
      manual: 'Cannot scan it? Choose to type the key by hand and copy this one:',
      code: 'Then type here the 6-digit code the app shows you.',
    },
    code: {
      label: 'Verification code',
      hint: 'The 6 digits the authenticator app shows now; they change every 30 seconds.',
      useRecovery: 'Use a recovery code',
      recoveryLabel: 'Recovery code',
      recoveryHint: 'One of the codes you saved when you turned it on, like ABCD-EFGH. Each works only once.',
      useApp: 'Use the code of the app',
    },
    recoveryCodes: {
      title: 'Save your recovery codes',
      intro:
        'If you lose your phone or cannot use the app, you can sign in with one of these codes. Each works only once. We will not show them again: download them, copy them or write them down, and keep them somewhere safe.',
      list: 'Your recovery codes',
      download: 'Download (.txt)',
      copy: 'Copy',
      copied: 'Codes copied',
      copyFailed: 'They could not be copied: download them or write them down.',
      saved: 'I have saved the codes somewhere safe',
      savedRequired: 'Tick the box once you have saved them.',
      continue: 'Continue',
      fileName: 'recovery-codes.txt',
      fileTitle: 'Two-step verification recovery codes',
      fileAccount: 'Account: {{email}} ({{organisation}})',
      fileNote: 'Each code works only once.',
    },
  },
  resourceChanged: {
    title: 'Someone has changed this record',
    reload: 'Reload',
  },
  unsavedChanges: {
    title: 'You have unsaved changes',
    text: 'If you leave now, the changes you made in this form will be lost. Do you want to leave without saving?',
    stay: 'Keep editing',
    leave: 'Leave without saving',
  },
};

export default texts;
