import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The security log screen's texts, in the intranet namespace; kept apart from translations.ts like the places'.
addTranslations(I18N_NAMESPACE, {
  es: {
    securityLog: {
      title: 'Registro de seguridad',
      intro:
        'Quién hizo qué, cuándo y desde qué dirección: inicios de sesión, cambios de contraseña, de rol y de acceso, validaciones, exportaciones, importaciones y eliminaciones. Cada entrada se conserva dos años.',
      search: 'Persona (correo electrónico)',
      searchHint:
        'El correo de quien actuó, el de la persona afectada o el que se escribió en un intento de inicio de sesión.',
      typeFilter: 'Tipo de evento',
      allTypes: 'Todos',
      from: 'Desde',
      to: 'Hasta',
      actorFilter: 'Solo lo que hizo {{name}}',
      actorFilterUnnamed: 'Solo lo que hizo la persona elegida',
      clearActor: 'Ver a todas las personas',
      onlyThisPerson: 'Ver solo lo que hizo esta persona',
      onlyThisPersonNamed: 'Ver solo lo que hizo {{name}}',
      noActor: 'Sin sesión iniciada',
      tableCaption: 'Registro de seguridad de la organización',
      columns: {
        occurredAt: 'Cuándo',
        type: 'Evento',
        actor: 'Quién',
        subject: 'Afecta a',
        ipAddress: 'Dirección IP',
        details: 'Detalles',
      },
      count_one: '{{formatted}} entrada',
      count_other: '{{formatted}} entradas',
      emptyTitle: 'Todavía no hay entradas',
      emptyText:
        'Aquí aparecerán los inicios de sesión, los cambios de rol y de acceso, las exportaciones y las eliminaciones de tu organización.',
      noMatchesTitle: 'Ninguna entrada coincide con los filtros',
      noMatchesText: 'Prueba con otro tipo de evento, otras fechas u otro correo, o quita los filtros.',
      lists: {
        volunteers: 'Voluntariado',
        beneficiaries: 'Personas beneficiarias',
        partners: 'Entidades colaboradoras',
        'contact-partners': 'Personas de contacto',
        employees: 'Personal técnico',
        coordinators: 'Coordinación',
        places: 'Lugares',
      },
      roles: {
        'employee-admin': 'administración',
        employee: 'personal técnico',
        coordinator: 'coordinación',
      },
      changes: {
        granted: 'Rol de {{role}} concedido',
        withdrawn: 'Rol de {{role}} retirado',
        deactivated: 'Acceso desactivado',
        reactivated: 'Acceso reactivado',
        promoted: 'Promoción a {{role}}',
      },
      details: {
        rows_one: '{{list}}: {{formatted}} fila',
        rows_other: '{{list}}: {{formatted}} filas',
        incomplete: 'descarga interrumpida',
        reason: 'Motivo: {{reason}}',
        name: '«{{name}}»',
        signInMethod: {
          password: 'Con la contraseña',
          totp: 'Con la contraseña y un código de la aplicación',
          'recovery-code': 'Con la contraseña y un código de recuperación',
        },
        failedFactor: {
          password: 'Correo o contraseña incorrectos',
          totp: 'Código de la aplicación incorrecto',
          'recovery-code': 'Código de recuperación incorrecto',
        },
        revokedReason: {
          'replayed-refresh-token':
            'Se volvió a usar un token de renovación ya usado: la sesión pudo haberse copiado',
          'access-changed': 'Su acceso cambió (rol, perfil o desactivación)',
        },
        passwordVia: {
          reset: 'Con el enlace para restablecer la contraseña',
        },
        recoveryCodesLeft_one: 'Le queda {{formatted}} código de recuperación',
        recoveryCodesLeft_other: 'Le quedan {{formatted}} códigos de recuperación',
      },
      subject: {
        person: '{{name}} ({{email}})',
        emailTried: '{{email}} (correo escrito al intentar entrar)',
        resources: {
          volunteers: 'Persona voluntaria n.º {{id}}',
          employees: 'Personal técnico n.º {{id}}',
          coordinators: 'Coordinación n.º {{id}}',
          beneficiaries: 'Persona beneficiaria n.º {{id}}',
          partners: 'Entidad n.º {{id}}',
          contact_partners: 'Persona de contacto n.º {{id}}',
          places: 'Lugar n.º {{id}}',
          projects: 'Proyecto n.º {{id}}',
          activities: 'Actividad n.º {{id}}',
          interventions: 'Intervención n.º {{id}}',
          users: 'Cuenta n.º {{id}}',
        },
      },
    },
  },
  en: () => import('./security-log-translations.en').then((texts) => texts.default),
  ca: () => import('./security-log-translations.ca').then((texts) => texts.default),
});
