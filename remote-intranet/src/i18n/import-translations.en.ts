import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of import-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  imports: {
    open: 'Import',
    title: {
      volunteers: 'Import volunteers',
      partners: 'Import partner organisations',
    },
    intro: {
      volunteers:
        'Register many volunteers at once from a CSV file, one row per person. Before anything is stored you will see which rows will be registered and which have errors.',
      partners:
        'Register many partner organisations at once from a CSV file, one row per organisation. Before anything is stored you will see which rows will be registered and which have errors.',
    },
    back: {
      volunteers: 'Back to volunteers',
      partners: 'Back to partner organisations',
    },
    template: {
      heading: 'Step 1: download the template',
      text: 'Fill in the template with a spreadsheet and save it as CSV. Do not change or remove the headers in the first row.',
      download: 'Download template',
      downloading: 'Downloading…',
      limits: 'Each file may weigh up to {{megabytes}} MB and have up to {{records}} rows.',
    },
    file: {
      heading: 'Step 2: upload the file',
      label: 'CSV file',
      choose: 'Choose file',
      drop: 'or drag it here',
      hint: 'Once chosen it is checked row by row; nothing is stored yet.',
      refused: 'This file cannot be imported',
      missingColumns: 'These columns are missing: {{columns}}',
      unexpectedColumns: 'These columns should not be there: {{columns}}',
      chosen: 'Chosen file: {{name}}',
    },
    progress: {
      label: 'Progress',
      uploading: 'Sending the file…',
      checking: 'Checking the rows…',
      storing: 'Storing the rows…',
      count: '{{done}} of {{total}} rows',
    },
    check: {
      heading: 'Result of the check',
      valid_one: '{{formatted}} row will be registered',
      valid_other: '{{formatted}} rows will be registered',
      rejected_one: '{{formatted}} row has errors and will not be imported',
      rejected_other: '{{formatted}} rows have errors and will not be imported',
      nothingValid: 'No row can be registered: correct the errors and upload the file again.',
      sendInvitations: 'Send the invitation email to each imported person',
      sendInvitationsHint:
        'Each person will get an email to activate their account and choose their password. If you do not send it now, you can resend it from their record.',
      confirm_one: 'Import {{formatted}} row',
      confirm_other: 'Import {{formatted}} rows',
      importing: 'Importing…',
      chooseAnother: 'Choose another file',
    },
    rejected: {
      heading: 'Rows with errors',
      caption: 'Errors of the rows that will not be imported',
      line: 'Line',
      field: 'Field',
      message: 'Message',
      truncated:
        'The first {{shown}} errors of {{total}} are shown. The file of rows with errors has them all.',
      download: 'Download rows with errors',
      downloading: 'Downloading…',
    },
    result: {
      heading: 'Result of the import',
      created_one: '{{formatted}} row has been registered',
      created_other: '{{formatted}} rows have been registered',
      rejected_one: '{{formatted}} row had errors and has not been imported',
      rejected_other: '{{formatted}} rows had errors and have not been imported',
      another: 'Import another file',
    },
    history: {
      heading: 'Import history',
      caption: 'Imported files, newest first',
      date: 'Date',
      file: 'File',
      person: 'Person',
      created: 'Registered',
      rejected: 'Rejected',
      status: 'Status',
      finished: 'Finished',
      unfinished: 'Not finished',
      unfinishedHint:
        'It stopped: the records shown were stored. Import the file again to complete it; nobody is created twice.',
      emptyTitle: 'No imports',
      empty: 'No file has been imported yet',
    },
  },
};

export default texts;
