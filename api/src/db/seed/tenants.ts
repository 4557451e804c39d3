// The two demo organisations. Copies are Spanish; one copy of the second tenant stays null on purpose.
export const demoTenants = [
  {
    hosts: ['localhost', '127.0.0.1'],
    name: 'Fundación Demo',
    web_url: 'https://demo.example.org',
    tier: 2,
    primary_color: '#0f766e',
    asset_folder: 'demo',
    copies: {
      hero_title_1: 'Juntos llegamos',
      hero_title_2: 'más lejos',
      hero_text:
        'En la Fundación Demo acompañamos a personas y familias con actividades educativas y sociales. Tu tiempo puede cambiar una historia.',
      hero_btn: 'Quiero ser voluntario',
      home_title: '¿Cómo puedes ayudar?',
      home_text_1: 'Refuerzo escolar para niñas y niños de primaria.',
      home_text_2: 'Talleres de competencias digitales para personas mayores.',
      home_text_3: 'Acompañamiento en la búsqueda de empleo.',
      home_text_4: 'Actividades de ocio inclusivo los fines de semana.',
      home_text_5: 'Apoyo en la organización de campañas solidarias.',
      home_text_6: 'Formación continua para todo el equipo voluntario.',
      volunteer_form_title: 'Únete a nuestro voluntariado',
    },
  },
  {
    hosts: ['otra.localhost'],
    name: 'Asociación Otra Mirada',
    web_url: 'https://otra.example.org',
    tier: 1,
    primary_color: '#7c3aed',
    asset_folder: 'otra',
    copies: {
      hero_title_1: 'Otra mirada',
      hero_title_2: 'para tu barrio',
      hero_text: 'Creamos redes vecinales de apoyo mutuo, cultura y cuidados en el barrio.',
      hero_btn: 'Participa',
      home_title: 'Nuestros proyectos',
      home_text_1: 'Banco de tiempo vecinal.',
      home_text_2: 'Biblioteca comunitaria y clubes de lectura.',
      home_text_3: 'Huerto urbano compartido.',
      home_text_4: 'Acompañamiento a personas mayores que viven solas.',
      home_text_5: 'Cine de verano al aire libre.',
      home_text_6: null,
      volunteer_form_title: 'Súmate a Otra Mirada',
    },
  },
] as const;

export const DEMO_PASSWORD = 'Enlace-demo-2026';

export const demoUsers = [
  {
    tenant: 0,
    email: 'admin@demo.example.org',
    name: 'Alicia',
    surname: 'Martín Ruiz',
    profile: 'employee',
    roles: ['user', 'employee', 'employee-admin'],
    validated: true,
  },
  {
    tenant: 0,
    email: 'tecnica@demo.example.org',
    name: 'Teresa',
    surname: 'Navarro Gil',
    profile: 'employee',
    roles: ['user', 'employee'],
    validated: true,
  },
  {
    tenant: 0,
    email: 'coordinacion@demo.example.org',
    name: 'Carlos',
    surname: 'Ortega Prieto',
    profile: 'employee',
    roles: ['user', 'employee', 'coordinator'],
    validated: true,
  },
  {
    tenant: 0,
    email: 'voluntaria@demo.example.org',
    name: 'Valeria',
    surname: 'Sánchez Moreno',
    profile: 'volunteer',
    roles: ['user', 'volunteer'],
    validated: true,
  },
  {
    tenant: 0,
    email: 'pendiente@demo.example.org',
    name: 'Pablo',
    surname: 'Domínguez Vera',
    profile: 'volunteer',
    roles: ['user', 'volunteer'],
    validated: false,
  },
  {
    tenant: 0,
    email: 'entidad@demo.example.org',
    name: 'Elena',
    surname: 'Castro Ibáñez',
    profile: 'partner',
    roles: ['user', 'partner'],
    validated: true,
  },
  {
    tenant: 1,
    email: 'admin@otra.example.org',
    name: 'Óscar',
    surname: 'Rivas Lozano',
    profile: 'employee',
    roles: ['user', 'employee', 'employee-admin'],
    validated: true,
  },
] as const;

/** An invited volunteer who has not activated the account yet: /activate-account/demo-activacion-2026. */
export const demoInvitedUser = {
  tenant: 0,
  email: 'nueva@demo.example.org',
  name: 'Nerea',
  surname: 'Fuentes Calvo',
  activationCode: 'demo-activacion-2026',
} as const;

/**
 * Demo partner organisations (fictional, with NIFs whose control character is right). Expiration dates are set
 * relative to the day of seeding (null: open-ended), so the demo keeps one agreement in force and one left
 * active whose date has passed, which shows as expired. `contacts` are demo accounts (by email) linked to the
 * partner as its contact persons.
 */
export const demoPartners = [
  {
    tenant: 0,
    name: 'Asociación Mar de Letras',
    legal_type: 'non_profit',
    nif: 'G29876547',
    website: 'https://mardeletras.example.org',
    email: 'hola@mardeletras.example.org',
    phone_prefix: '+34',
    phone: '952123456',
    address_country_id: 724,
    address_state_id: 1,
    address_province_id: 29,
    address_location_id: 29067,
    address: 'Calle Carretería 12',
    postal_code: '29008',
    description:
      'Asociación de fomento de la lectura. Organiza clubes de lectura y apoya el refuerzo escolar de primaria.',
    observations: 'Convenio marco firmado para el curso escolar; renovación anual.',
    agreement_status: 'agreement_active',
    expires_in_days: 540,
    contacts: ['entidad@demo.example.org'],
  },
  {
    tenant: 0,
    name: 'Cooperativa Digital Sur',
    legal_type: 'cooperative',
    nif: 'F29128733',
    website: 'https://digitalsur.example.org',
    email: 'info@digitalsur.example.org',
    phone_prefix: '+34',
    phone: '951987654',
    address_country_id: 724,
    address_state_id: 1,
    address_province_id: 29,
    address_location_id: 29067,
    address: 'Avenida de Andalucía 27, 2º',
    postal_code: '29006',
    description: 'Cooperativa de servicios informáticos que cede aulas y equipos para talleres digitales.',
    observations: null,
    agreement_status: 'agreement_active',
    expires_in_days: -40,
    contacts: [],
  },
  {
    tenant: 1,
    name: 'Librería La Alacena S.L.',
    legal_type: 'company',
    nif: 'B41123589',
    website: 'https://laalacena.example.org',
    email: 'libreria@laalacena.example.org',
    phone_prefix: '+34',
    phone: '954321987',
    address_country_id: 724,
    address_state_id: 1,
    address_province_id: 41,
    address_location_id: 41091,
    address: 'Calle Feria 45',
    postal_code: '41003',
    description: 'Librería de barrio que dona libros a la biblioteca comunitaria.',
    observations: null,
    agreement_status: 'agreement_active',
    expires_in_days: null,
    contacts: [],
  },
] as const;

/**
 * One active project of the first demo tenant (its tier, 2, allows five), running through the current year, so
 * that the project list is not empty on the first visit. The second tenant (tier 1) keeps its one place free.
 */
export const demoProjects = [
  {
    tenant: 0,
    name: 'Aula digital para mayores',
    description:
      'Talleres de competencias digitales para personas mayores del barrio: el móvil, la banca en línea y las gestiones con la administración.',
    status: 'active',
  },
] as const;
