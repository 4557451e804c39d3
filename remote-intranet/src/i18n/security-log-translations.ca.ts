import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of security-log-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  securityLog: {
    title: 'Registre de seguretat',
    intro:
      "Qui va fer què, quan i des de quina adreça: inicis de sessió, canvis de contrasenya, de rol i d'accés, validacions, exportacions, importacions i eliminacions. Cada entrada es conserva dos anys.",
    search: 'Persona (correu electrònic)',
    searchHint:
      "El correu de qui va actuar, el de la persona afectada o el que es va escriure en un intent d'inici de sessió.",
    typeFilter: "Tipus d'esdeveniment",
    allTypes: 'Tots',
    from: 'Des de',
    to: 'Fins a',
    actorFilter: 'Només el que va fer {{name}}',
    actorFilterUnnamed: 'Només el que va fer la persona triada',
    clearActor: 'Veure totes les persones',
    onlyThisPerson: 'Veure només el que va fer aquesta persona',
    onlyThisPersonNamed: 'Veure només el que va fer {{name}}',
    noActor: 'Sense sessió iniciada',
    tableCaption: "Registre de seguretat de l'organització",
    columns: {
      occurredAt: 'Quan',
      type: 'Esdeveniment',
      actor: 'Qui',
      subject: 'Afecta',
      ipAddress: 'Adreça IP',
      details: 'Detalls',
    },
    count_one: '{{formatted}} entrada',
    count_other: '{{formatted}} entrades',
    emptyTitle: 'Encara no hi ha entrades',
    emptyText:
      "Aquí apareixeran els inicis de sessió, els canvis de rol i d'accés, les exportacions i les eliminacions de la teva organització.",
    noMatchesTitle: 'Cap entrada coincideix amb els filtres',
    noMatchesText:
      "Prova amb un altre tipus d'esdeveniment, altres dates o un altre correu, o treu els filtres.",
    lists: {
      volunteers: 'Voluntariat',
      beneficiaries: 'Persones beneficiàries',
      partners: 'Entitats col·laboradores',
      'contact-partners': 'Persones de contacte',
      employees: 'Personal tècnic',
      coordinators: 'Coordinació',
      places: 'Llocs',
    },
    roles: {
      'employee-admin': 'administració',
      employee: 'personal tècnic',
      coordinator: 'coordinació',
    },
    changes: {
      granted: 'Rol concedit: {{role}}',
      withdrawn: 'Rol retirat: {{role}}',
      deactivated: 'Accés desactivat',
      reactivated: 'Accés reactivat',
      promoted: 'Promoció a {{role}}',
    },
    details: {
      rows_one: '{{list}}: {{formatted}} fila',
      rows_other: '{{list}}: {{formatted}} files',
      incomplete: 'descàrrega interrompuda',
      reason: 'Motiu: {{reason}}',
      name: '«{{name}}»',
      signInMethod: {
        password: 'Amb la contrasenya',
        totp: "Amb la contrasenya i un codi de l'aplicació",
        'recovery-code': 'Amb la contrasenya i un codi de recuperació',
      },
      failedFactor: {
        password: 'Correu o contrasenya incorrectes',
        totp: "Codi de l'aplicació incorrecte",
        'recovery-code': 'Codi de recuperació incorrecte',
      },
      revokedReason: {
        'replayed-refresh-token':
          'Es va tornar a fer servir un token de renovació ja usat: la sessió es podria haver copiat',
        'access-changed': 'El seu accés va canviar (rol, perfil o desactivació)',
      },
      passwordVia: {
        reset: "Amb l'enllaç per restablir la contrasenya",
      },
      recoveryCodesLeft_one: 'Li queda {{formatted}} codi de recuperació',
      recoveryCodesLeft_other: 'Li queden {{formatted}} codis de recuperació',
    },
    subject: {
      person: '{{name}} ({{email}})',
      emailTried: '{{email}} (correu escrit en intentar entrar)',
      resources: {
        volunteers: 'Persona voluntària núm. {{id}}',
        employees: 'Personal tècnic núm. {{id}}',
        coordinators: 'Coordinació núm. {{id}}',
        beneficiaries: 'Persona beneficiària núm. {{id}}',
        partners: 'Entitat núm. {{id}}',
        contact_partners: 'Persona de contacte núm. {{id}}',
        places: 'Lloc núm. {{id}}',
        projects: 'Projecte núm. {{id}}',
        activities: 'Activitat núm. {{id}}',
        interventions: 'Intervenció núm. {{id}}',
        users: 'Compte núm. {{id}}',
      },
    },
  },
};

export default texts;
