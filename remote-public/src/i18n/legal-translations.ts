import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The legal documents of the public area (issue 5). {{foundation}} is the foundation that runs Enlace;
// {{organisation}} the organisation whose site this is (the tenant's company_name).
addTranslations(I18N_NAMESPACE, {
  es: {
    legal: {
      contents: 'Índice',
      lastUpdate: 'Última actualización: 20/06/2025',
      version: 'Versión 1.0',
      info: {
        title: 'Información del documento',
        type: 'Tipo',
        code: 'Código',
        version: 'Versión',
        owner: 'Propietario',
        approvalDate: 'Fecha de aprobación',
      },
      privacy: {
        title: 'Política de privacidad',
        intro:
          'Esta política explica cómo se tratan los datos personales de quienes usan la web y la aplicación de {{organisation}}, gestionadas con Enlace, el servicio de {{foundation}}.',
        info: {
          type: 'Política',
          code: 'POL-PRIV-01',
          version: '1.0',
          owner: '{{foundation}}',
          approvalDate: '20/06/2025',
        },
        sections: [
          {
            id: 'responsable',
            title: '1. Responsable del tratamiento',
            paragraphs: [
              '{{organisation}} es la responsable de los datos de su voluntariado, de las personas beneficiarias, de su personal y de las personas de contacto de sus entidades colaboradoras.',
              '{{foundation}} trata esos datos por cuenta de {{organisation}}, como encargada del tratamiento, para prestarle el servicio Enlace. {{foundation}} es además responsable de los datos de esta web y de las cuentas de las personas registradas.',
            ],
          },
          {
            id: 'contacto',
            title: '2. Datos de contacto',
            paragraphs: [
              'Para cualquier cuestión sobre tus datos puedes dirigirte a {{organisation}} por los medios de contacto de su web, o a {{foundation}} en su dirección de protección de datos.',
            ],
          },
          {
            id: 'datos',
            title: '3. Qué datos tratamos',
            paragraphs: [
              'Datos identificativos (nombre, apellidos, documento de identidad, fecha de nacimiento); de contacto (correo electrónico, teléfono, dirección postal); profesionales (habilidades, disponibilidad, experiencia); documentos (el certificado de delitos de naturaleza sexual cuando la ley lo exige, la foto del documento de identidad); económicos (el IBAN para reembolsar gastos); y datos de participación, certificaciones, donaciones y certificados fiscales.',
            ],
          },
          {
            id: 'interesados',
            title: '4. A quién se refieren',
            paragraphs: [
              'A las personas voluntarias, beneficiarias, donantes, al personal administrativo y representantes de las entidades, y a las personas de contacto de las entidades colaboradoras.',
            ],
          },
          {
            id: 'finalidades',
            title: '5. Para qué los tratamos',
            paragraphs: [
              'Para gestionar el alta y el perfil del voluntariado, organizar las actividades y sus intervenciones, registrar quién participa, pedir y guardar las autorizaciones de tutores, comunicarnos contigo y cumplir las obligaciones legales de {{organisation}}.',
            ],
          },
          {
            id: 'base-juridica',
            title: '6. Base jurídica',
            paragraphs: [
              'La relación de voluntariado o de atención que mantienes con {{organisation}}, tu consentimiento cuando te das de alta o aceptas cookies, las obligaciones legales (como el certificado de delitos de naturaleza sexual) y el interés legítimo en la seguridad del servicio.',
            ],
          },
          {
            id: 'menores',
            title: '7. Menores de edad',
            paragraphs: [
              'La edad mínima para que tratemos tus datos con tu propio consentimiento es de 16 años; por debajo, hace falta la autorización de tus tutores legales, y tu cuenta no se activa hasta que la dan.',
              'Para participar en actividades de voluntariado, las personas menores de 18 años necesitan la autorización de su padre, madre o tutor legal, que la da desde el enlace que recibe por correo.',
            ],
          },
          {
            id: 'conservacion',
            title: '8. Cuánto tiempo los conservamos',
            paragraphs: [
              'Los datos de las personas usuarias activas, mientras dure el contrato con {{organisation}}; las donaciones, 6 años; los registros de seguridad, 2 años; las certificaciones, 10 años. Después se suprimen o se devuelven a {{organisation}}.',
            ],
          },
          {
            id: 'destinatarios',
            title: '9. Quién más los trata',
            paragraphs: [
              'Solo los subencargados autorizados que hacen posible el servicio: un proveedor de infraestructura en la nube (UE y EE. UU.), un proveedor de correo electrónico transaccional (EE. UU.) y un proveedor de alojamiento en España. Un cambio de subencargado se anuncia con 30 días de antelación y {{organisation}} puede oponerse en 15 días.',
            ],
          },
          {
            id: 'transferencias',
            title: '10. Transferencias internacionales',
            paragraphs: [
              'Los proveedores de Estados Unidos tratan los datos con las garantías del Reglamento General de Protección de Datos: cláusulas contractuales tipo de la Comisión Europea o su adhesión al Marco de Privacidad de Datos UE-EE. UU.',
            ],
          },
          {
            id: 'derechos',
            title: '11. Tus derechos',
            paragraphs: [
              'Puedes acceder a tus datos, rectificarlos, suprimirlos, oponerte a su tratamiento, pedir que se limite y llevártelos a otro servicio (portabilidad), y retirar tu consentimiento en cualquier momento.',
            ],
          },
          {
            id: 'ejercicio',
            title: '12. Cómo ejercerlos',
            paragraphs: [
              'Escribe a {{organisation}}. Si la solicitud llega a {{foundation}}, la traslada a {{organisation}} en un máximo de 5 días hábiles, y recibirás respuesta en el plazo de un mes.',
            ],
          },
          {
            id: 'reclamacion',
            title: '13. Reclamación ante la autoridad',
            paragraphs: [
              'Si crees que no hemos tratado bien tus datos, puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).',
            ],
          },
          {
            id: 'seguridad',
            title: '14. Seguridad',
            paragraphs: [
              'Los datos viajan cifrados con TLS 1.3 y se guardan cifrados con AES-256. Cada persona del equipo ve solo lo que su rol permite, los datos de cada organización están separados de los de las demás, y el acceso administrativo admite doble factor de autenticación.',
            ],
          },
          {
            id: 'brechas',
            title: '15. Brechas de seguridad',
            paragraphs: [
              'Si se produjera una brecha de seguridad, {{foundation}} lo notificaría a {{organisation}} en 72 horas y a la autoridad de control en el mismo plazo, y a las personas afectadas cuando la ley lo exige.',
            ],
          },
          {
            id: 'cookies',
            title: '16. Cookies',
            paragraphs: [
              'Usamos cookies propias y de terceros para el análisis estadístico, la autenticación de la sesión y la personalización del servicio, solo si las aceptas. Tu elección se guarda 365 días. La política de cookies lo detalla.',
            ],
          },
          {
            id: 'cambios',
            title: '17. Cambios en esta política',
            paragraphs: [
              'Si cambiamos esta política, publicaremos la nueva versión en esta página con su fecha, y te avisaremos si el cambio es relevante.',
            ],
          },
        ],
      },
    },
  },
  en: {
    legal: {
      contents: 'Contents',
      lastUpdate: 'Last update: 20/06/2025',
      version: 'Version 1.0',
      info: {
        title: 'Document information',
        type: 'Type',
        code: 'Code',
        version: 'Version',
        owner: 'Owner',
        approvalDate: 'Approval date',
      },
      privacy: {
        title: 'Privacy policy',
        intro:
          'This policy explains how the personal data of the people who use the website and application of {{organisation}}, run with Enlace, the service of {{foundation}}, is processed.',
        info: {
          type: 'Policy',
          code: 'POL-PRIV-01',
          version: '1.0',
          owner: '{{foundation}}',
          approvalDate: '20/06/2025',
        },
        sections: [
          {
            id: 'responsable',
            title: '1. Data controller',
            paragraphs: [
              '{{organisation}} is the controller of the data of its volunteers, beneficiaries, staff and the contact persons of its partner organisations.',
              '{{foundation}} processes that data on behalf of {{organisation}}, as processor, to provide the Enlace service. {{foundation}} is also the controller of this website and of registered users’ accounts.',
            ],
          },
          {
            id: 'contacto',
            title: '2. Contact details',
            paragraphs: [
              'For any question about your data you can contact {{organisation}} through the contact details on its website, or {{foundation}} at its data protection address.',
            ],
          },
          {
            id: 'datos',
            title: '3. What data we process',
            paragraphs: [
              'Identification data (name, surname, ID document, date of birth); contact data (email, phone, postal address); professional data (skills, availability, experience); documents (the sexual offences certificate where the law requires it, the photo of the ID document); economic data (the IBAN to refund expenses); and data on participation, certifications, donations and tax certificates.',
            ],
          },
          {
            id: 'interesados',
            title: '4. Whom it concerns',
            paragraphs: [
              'Volunteers, beneficiaries, donors, administrative staff and representatives of the organisations, and the contact persons of partner organisations.',
            ],
          },
          {
            id: 'finalidades',
            title: '5. Why we process it',
            paragraphs: [
              'To manage the registration and profile of volunteers, organise activities and their interventions, record who takes part, ask for and keep the authorisations of guardians, communicate with you and meet the legal obligations of {{organisation}}.',
            ],
          },
          {
            id: 'base-juridica',
            title: '6. Legal basis',
            paragraphs: [
              'The volunteering or care relationship you have with {{organisation}}, your consent when you sign up or accept cookies, legal obligations (such as the sexual offences certificate) and the legitimate interest in the security of the service.',
            ],
          },
          {
            id: 'menores',
            title: '7. Minors',
            paragraphs: [
              'The minimum age for us to process your data with your own consent is 16; below that, your legal guardians’ authorisation is needed, and your account is not activated until they give it.',
              'To take part in volunteering activities, people under 18 need the authorisation of their parent or legal guardian, who gives it from the link they receive by email.',
            ],
          },
          {
            id: 'conservacion',
            title: '8. How long we keep it',
            paragraphs: [
              'Data of active users, for as long as the contract with {{organisation}} lasts; donations, 6 years; security logs, 2 years; certifications, 10 years. Afterwards it is deleted or returned to {{organisation}}.',
            ],
          },
          {
            id: 'destinatarios',
            title: '9. Who else processes it',
            paragraphs: [
              'Only the authorised sub-processors that make the service possible: a cloud infrastructure provider (EU and US), a transactional email provider (US) and a hosting provider in Spain. A change of sub-processor is announced 30 days in advance and {{organisation}} may object within 15 days.',
            ],
          },
          {
            id: 'transferencias',
            title: '10. International transfers',
            paragraphs: [
              'The providers in the United States process the data with the safeguards of the General Data Protection Regulation: the European Commission’s standard contractual clauses or their participation in the EU-US Data Privacy Framework.',
            ],
          },
          {
            id: 'derechos',
            title: '11. Your rights',
            paragraphs: [
              'You may access your data, rectify it, erase it, object to its processing, ask for it to be restricted and take it to another service (portability), and withdraw your consent at any time.',
            ],
          },
          {
            id: 'ejercicio',
            title: '12. How to exercise them',
            paragraphs: [
              'Write to {{organisation}}. If the request reaches {{foundation}}, it passes it on to {{organisation}} within 5 working days, and you will be answered within one month.',
            ],
          },
          {
            id: 'reclamacion',
            title: '13. Complaints to the authority',
            paragraphs: [
              'If you believe your data has not been handled properly, you can complain to the Spanish Data Protection Agency (www.aepd.es).',
            ],
          },
          {
            id: 'seguridad',
            title: '14. Security',
            paragraphs: [
              'Data travels encrypted with TLS 1.3 and is stored encrypted with AES-256. Each staff member sees only what their role allows, each organisation’s data is kept apart from the others’, and administrative access supports two-factor authentication.',
            ],
          },
          {
            id: 'brechas',
            title: '15. Security breaches',
            paragraphs: [
              'Should a security breach occur, {{foundation}} would notify {{organisation}} within 72 hours and the supervisory authority within the same period, and the people affected where the law requires it.',
            ],
          },
          {
            id: 'cookies',
            title: '16. Cookies',
            paragraphs: [
              'We use our own and third-party cookies for statistical analysis, session authentication and personalising the service, only if you accept them. Your choice is kept for 365 days. The cookie policy gives the details.',
            ],
          },
          {
            id: 'cambios',
            title: '17. Changes to this policy',
            paragraphs: [
              'If we change this policy, we will publish the new version on this page with its date, and let you know if the change is relevant.',
            ],
          },
        ],
      },
    },
  },
  ca: {
    legal: {
      contents: 'Índex',
      lastUpdate: 'Darrera actualització: 20/06/2025',
      version: 'Versió 1.0',
      info: {
        title: 'Informació del document',
        type: 'Tipus',
        code: 'Codi',
        version: 'Versió',
        owner: 'Propietari',
        approvalDate: "Data d'aprovació",
      },
      privacy: {
        title: 'Política de privadesa',
        intro:
          "Aquesta política explica com es tracten les dades personals de les persones que fan servir el web i l'aplicació de l'organització {{organisation}}, gestionats amb Enlace, el servei que ofereix {{foundation}}.",
        info: {
          type: 'Política',
          code: 'POL-PRIV-01',
          version: '1.0',
          owner: '{{foundation}}',
          approvalDate: '20/06/2025',
        },
        sections: [
          {
            id: 'responsable',
            title: '1. Responsable del tractament',
            paragraphs: [
              '{{organisation}} és la responsable de les dades del seu voluntariat, de les persones beneficiàries, del seu personal i de les persones de contacte de les seves entitats col·laboradores.',
              "{{foundation}} tracta aquestes dades per compte de l'organització {{organisation}}, com a encarregada del tractament, per prestar-li el servei Enlace. {{foundation}} és, a més, la responsable de les dades d'aquest web i dels comptes de les persones registrades.",
            ],
          },
          {
            id: 'contacto',
            title: '2. Dades de contacte',
            paragraphs: [
              'Per a qualsevol qüestió sobre les teves dades, pots adreçar-te a {{organisation}} pels mitjans de contacte del seu web, o a {{foundation}} a la seva adreça de protecció de dades.',
            ],
          },
          {
            id: 'datos',
            title: '3. Quines dades tractem',
            paragraphs: [
              "Dades identificatives (nom, cognoms, document d'identitat, data de naixement); de contacte (correu electrònic, telèfon, adreça postal); professionals (habilitats, disponibilitat, experiència); documents (el certificat de delictes de naturalesa sexual quan la llei l'exigeix, la foto del document d'identitat); econòmiques (l'IBAN per reemborsar despeses); i dades de participació, certificacions, donacions i certificats fiscals.",
            ],
          },
          {
            id: 'interesados',
            title: '4. A qui es refereixen',
            paragraphs: [
              'A les persones voluntàries, beneficiàries i donants, al personal administratiu i als representants de les entitats, i a les persones de contacte de les entitats col·laboradores.',
            ],
          },
          {
            id: 'finalidades',
            title: '5. Per a què les tractem',
            paragraphs: [
              "Per gestionar l'alta i el perfil del voluntariat, organitzar les activitats i les seves intervencions, registrar qui hi participa, demanar i conservar les autoritzacions dels tutors, comunicar-nos amb tu i complir les obligacions legals que té {{organisation}}.",
            ],
          },
          {
            id: 'base-juridica',
            title: '6. Base jurídica',
            paragraphs: [
              "La relació de voluntariat o d'atenció que mantens amb {{organisation}}, el teu consentiment quan et dones d'alta o acceptes galetes, les obligacions legals (com el certificat de delictes de naturalesa sexual) i l'interès legítim en la seguretat del servei.",
            ],
          },
          {
            id: 'menores',
            title: "7. Menors d'edat",
            paragraphs: [
              "L'edat mínima perquè tractem les teves dades amb el teu propi consentiment és de 16 anys; per sota d'aquesta edat cal l'autorització dels teus tutors legals, i el teu compte no s'activa fins que no la donen.",
              "Per participar en activitats de voluntariat, les persones menors de 18 anys necessiten l'autorització del pare, la mare o el tutor legal, que la dona des de l'enllaç que rep per correu electrònic.",
            ],
          },
          {
            id: 'conservacion',
            title: '8. Quant de temps les conservem',
            paragraphs: [
              'Les dades de les persones usuàries actives, mentre duri el contracte amb {{organisation}}; les donacions, 6 anys; els registres de seguretat, 2 anys; les certificacions, 10 anys. Després se suprimeixen o es retornen a {{organisation}}.',
            ],
          },
          {
            id: 'destinatarios',
            title: '9. Qui més les tracta',
            paragraphs: [
              "Només els subencarregats autoritzats que fan possible el servei: un proveïdor d'infraestructura al núvol (UE i EUA), un proveïdor de correu electrònic transaccional (EUA) i un proveïdor d'allotjament a Espanya. Un canvi de subencarregat s'anuncia amb 30 dies d'antelació i {{organisation}} s'hi pot oposar en 15 dies.",
            ],
          },
          {
            id: 'transferencias',
            title: '10. Transferències internacionals',
            paragraphs: [
              'Els proveïdors dels Estats Units tracten les dades amb les garanties del Reglament general de protecció de dades: les clàusules contractuals tipus de la Comissió Europea o la seva adhesió al Marc de privadesa de dades UE-EUA.',
            ],
          },
          {
            id: 'derechos',
            title: '11. Els teus drets',
            paragraphs: [
              'Pots accedir a les teves dades, rectificar-les, suprimir-les, oposar-te al seu tractament, demanar-ne la limitació i endur-te-les a un altre servei (portabilitat), i retirar el teu consentiment en qualsevol moment.',
            ],
          },
          {
            id: 'ejercicio',
            title: '12. Com exercir-los',
            paragraphs: [
              "Escriu a {{organisation}}. Si la sol·licitud arriba a {{foundation}}, la trasllada a {{organisation}} en un màxim de 5 dies hàbils, i rebràs resposta en el termini d'un mes.",
            ],
          },
          {
            id: 'reclamacion',
            title: "13. Reclamació davant l'autoritat",
            paragraphs: [
              "Si creus que no hem tractat bé les teves dades, pots presentar una reclamació davant l'Agència Espanyola de Protecció de Dades (www.aepd.es).",
            ],
          },
          {
            id: 'seguridad',
            title: '14. Seguretat',
            paragraphs: [
              "Les dades viatgen xifrades amb TLS 1.3 i es desen xifrades amb AES-256. Cada persona de l'equip només veu el que el seu rol permet, les dades de cada organització estan separades de les de les altres, i l'accés administratiu admet l'autenticació de doble factor.",
            ],
          },
          {
            id: 'brechas',
            title: '15. Bretxes de seguretat',
            paragraphs: [
              "Si es produís una bretxa de seguretat, {{foundation}} ho notificaria a {{organisation}} en 72 hores i a l'autoritat de control en el mateix termini, i a les persones afectades quan la llei ho exigeix.",
            ],
          },
          {
            id: 'cookies',
            title: '16. Galetes',
            paragraphs: [
              "Fem servir galetes pròpies i de tercers per a l'anàlisi estadística, l'autenticació de la sessió i la personalització del servei, només si les acceptes. La teva elecció es desa durant 365 dies. La política de galetes ho detalla.",
            ],
          },
          {
            id: 'cambios',
            title: '17. Canvis en aquesta política',
            paragraphs: [
              "Si canviem aquesta política, publicarem la versió nova en aquesta pàgina amb la seva data, i t'avisarem si el canvi és rellevant.",
            ],
          },
        ],
      },
    },
  },
});
