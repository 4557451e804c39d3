import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of security-log-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  securityLog: {
    title: 'Security log',
    intro:
      'Who did what, when and from which address: sign-ins, password, role and access changes, validations, exports, imports and deletions. Each entry is kept for two years.',
    search: 'Person (email)',
    searchHint: 'The email of whoever acted, of the person concerned, or the one typed in a sign-in attempt.',
    typeFilter: 'Event type',
    allTypes: 'All',
    from: 'From',
    to: 'To',
    actorFilter: 'Only what {{name}} did',
    actorFilterUnnamed: 'Only what the chosen person did',
    clearActor: 'Show everyone',
    onlyThisPerson: 'Show only what this person did',
    onlyThisPersonNamed: 'Show only what {{name}} did',
    noActor: 'Not signed in',
    tableCaption: "The organisation's security log",
    columns: {
      occurredAt: 'When',
      type: 'Event',
      actor: 'Who',
      subject: 'Concerns',
      ipAddress: 'IP address',
      details: 'Details',
    },
    count_one: '{{formatted}} entry',
    count_other: '{{formatted}} entries',
    emptyTitle: 'No entries yet',
    emptyText:
      "Your organisation's sign-ins, role and access changes, exports and deletions will appear here.",
    noMatchesTitle: 'No entry matches the filters',
    noMatchesText: 'Try another event type, other dates or another email, or clear the filters.',
    lists: {
      volunteers: 'Volunteers',
      beneficiaries: 'Beneficiaries',
      partners: 'Partners',
      'contact-partners': 'Contact persons',
      employees: 'Technical staff',
      coordinators: 'Coordinators',
      places: 'Places',
    },
    roles: {
      'employee-admin': 'administrator',
      employee: 'technical staff',
      coordinator: 'coordinator',
    },
    changes: {
      granted: 'Role granted: {{role}}',
      withdrawn: 'Role withdrawn: {{role}}',
      deactivated: 'Access turned off',
      reactivated: 'Access turned on again',
      promoted: 'Promoted to {{role}}',
    },
    details: {
      rows_one: '{{list}}: {{formatted}} row',
      rows_other: '{{list}}: {{formatted}} rows',
      incomplete: 'download stopped',
      reason: 'Reason: {{reason}}',
      name: '“{{name}}”',
      signInMethod: {
        password: 'With the password',
        totp: 'With the password and a code of the app',
        'recovery-code': 'With the password and a recovery code',
      },
      failedFactor: {
        password: 'Wrong email or password',
        totp: 'Wrong code of the app',
        'recovery-code': 'Wrong recovery code',
      },
      revokedReason: {
        'replayed-refresh-token': 'A refresh token was used again: the session may have been copied',
        'access-changed': 'Their access changed (role, profile or deactivation)',
      },
      passwordVia: {
        reset: 'With the password reset link',
      },
      recoveryCodesLeft_one: '{{formatted}} recovery code left',
      recoveryCodesLeft_other: '{{formatted}} recovery codes left',
    },
    subject: {
      person: '{{name}} ({{email}})',
      emailTried: '{{email}} (email typed when trying to sign in)',
      resources: {
        volunteers: 'Volunteer no. {{id}}',
        employees: 'Technical staff no. {{id}}',
        coordinators: 'Coordinator no. {{id}}',
        beneficiaries: 'Beneficiary no. {{id}}',
        partners: 'Partner no. {{id}}',
        contact_partners: 'Contact person no. {{id}}',
        places: 'Place no. {{id}}',
        projects: 'Project no. {{id}}',
        activities: 'Activity no. {{id}}',
        interventions: 'Intervention no. {{id}}',
        users: 'Account no. {{id}}',
      },
    },
  },
};

export default texts;
