import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// /data-processing-agreement (spec §2, §3, §6, §9): the clauses, then annexes 1 (data and data subjects),
// 2 (sub-processors) and 3 (security measures) as sections of the same page, each with its own anchor.
addTranslations(I18N_NAMESPACE, {
  es: {
    legal: {
      dataProcessing: {
        title: 'Contrato de encargo del tratamiento',
        description:
          'Contrato de encargo del tratamiento entre {{organisation}} y {{foundation}} para el servicio Enlace, con sus anexos: datos e interesados, subencargados y medidas de seguridad.',
        intro:
          'Este contrato, previsto en el artículo 28 del Reglamento (UE) 2016/679, General de Protección de Datos (RGPD), regula el tratamiento de datos personales que {{foundation}} realiza por cuenta de {{organisation}} al prestarle el servicio Enlace. Forma parte de los términos y condiciones del servicio.',
        info: { type: 'Contrato', code: 'DPA-01' },
        sections: [
          {
            id: 'partes-objeto',
            title: '1. Partes y objeto',
            paragraphs: [
              'De una parte, {{organisation}} (la entidad), responsable del tratamiento. De otra, {{foundation}}, encargado del tratamiento.',
              'El objeto del contrato es el tratamiento de los datos personales necesarios para prestar Enlace: la gestión del voluntariado, de las actividades y sus intervenciones, de las personas beneficiarias, del personal, de las entidades colaboradoras y de los lugares. El anexo 1 recoge las categorías de datos y de personas interesadas.',
            ],
          },
          {
            id: 'duracion',
            title: '2. Duración',
            paragraphs: [
              'El contrato dura lo mismo que la prestación del servicio. Las obligaciones de confidencialidad y las relativas a la devolución o la destrucción de los datos siguen vigentes después de su terminación.',
            ],
          },
          {
            id: 'instrucciones-confidencialidad',
            title: '3. Instrucciones y confidencialidad',
            paragraphs: [
              '{{foundation}} tratará los datos únicamente siguiendo las instrucciones documentadas de la entidad, que son estas cláusulas y la configuración que la entidad haga en Enlace. Si considera que una instrucción infringe la normativa de protección de datos, se lo comunicará de inmediato.',
              'Las personas que trabajan para {{foundation}} y pueden acceder a los datos están sujetas a un deber de confidencialidad que se mantiene después de terminar su relación con ella.',
            ],
          },
          {
            id: 'subencargados',
            title: '4. Subencargados',
            paragraphs: [
              'La entidad autoriza a {{foundation}} a recurrir a los subencargados del anexo 2. {{foundation}} le comunicará cualquier incorporación o sustitución con {{subprocessorNoticeDays}} días de antelación, y la entidad podrá oponerse de forma motivada en un plazo de {{objectionDays}} días desde la comunicación; si se opone y no se encuentra una alternativa, podrá resolver el contrato.',
              'Cada subencargado queda sujeto por contrato a las mismas obligaciones de protección de datos que este contrato impone a {{foundation}}, que sigue respondiendo ante la entidad de su cumplimiento.',
            ],
          },
          {
            id: 'transferencias',
            title: '5. Transferencias internacionales',
            paragraphs: [
              'Cuando un subencargado trate datos en Estados Unidos, la transferencia se ampara en el Marco de Privacidad de Datos UE-EE. UU., si el proveedor está adherido a él, o en las cláusulas contractuales tipo aprobadas por la Comisión Europea, con las medidas adicionales que sean necesarias.',
            ],
          },
          {
            id: 'seguridad',
            title: '6. Medidas de seguridad',
            paragraphs: [
              '{{foundation}} aplicará las medidas técnicas y organizativas del anexo 3, entre ellas el cifrado con TLS 1.3 en las comunicaciones y con AES-256 en el almacenamiento, los permisos granulares basados en roles y la autenticación multifactor para el acceso administrativo.',
            ],
          },
          {
            id: 'violaciones-seguridad',
            title: '7. Violaciones de la seguridad de los datos',
            paragraphs: [
              '{{foundation}} notificará a la entidad, sin dilación indebida y en un plazo máximo de {{breachHours}} horas desde que tenga conocimiento de ella, toda violación de la seguridad de los datos personales. La notificación describirá su naturaleza, las categorías y el número aproximado de interesados y de registros afectados, sus posibles consecuencias y las medidas adoptadas o propuestas, e indicará un punto de contacto.',
              '{{foundation}} ayudará a la entidad para que la notificación a la autoridad de control se haga también dentro de las {{breachHours}} horas y, cuando proceda, para comunicar la violación a las personas afectadas.',
            ],
          },
          {
            id: 'derechos-interesados',
            title: '8. Derechos de las personas interesadas',
            paragraphs: [
              'Si una persona interesada ejerce ante {{foundation}} sus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento o portabilidad, {{foundation}} trasladará la solicitud a la entidad en un plazo máximo de {{requestForwardDays}} días hábiles, junto con la información que necesite para resolverla.',
              'La entidad responde a la persona interesada en el plazo de un mes que fija el RGPD, y {{foundation}} la asistirá con las funciones de Enlace para cumplirlo.',
            ],
          },
          {
            id: 'auditorias',
            title: '9. Auditorías',
            paragraphs: [
              '{{foundation}} pondrá a disposición de la entidad la información necesaria para demostrar el cumplimiento de este contrato y permitirá las auditorías, realizadas por la entidad o por un auditor designado por ella y sujeto a confidencialidad, como máximo una vez cada {{auditYears}} años y con un preaviso de {{auditNoticeDays}} días hábiles.',
            ],
          },
          {
            id: 'otras-obligaciones',
            title: '10. Otras obligaciones de las partes',
            paragraphs: [
              '{{foundation}} llevará el registro de las actividades de tratamiento que efectúe por cuenta de la entidad y la asistirá, cuando sea necesario, en las evaluaciones de impacto y en las consultas previas a la autoridad de control.',
              'La entidad facilitará a {{foundation}} los datos y las instrucciones necesarios, contará con una base jurídica para cada tratamiento, autorizará ella misma a sus personas usuarias y supervisará el cumplimiento de este contrato.',
            ],
          },
          {
            id: 'fin-prestacion',
            title: '11. Fin de la prestación: devolución o destrucción',
            paragraphs: [
              'Al terminar el servicio, la entidad elegirá si {{foundation}} le devuelve los datos, en un formato estructurado y de uso común, o si los destruye. Si no lo elige en {{returnChoiceDays}} días desde el fin de la prestación, los datos se le devolverán.',
              'Tras la devolución o la destrucción, {{foundation}} suprimirá las copias que conserve. Solo guardará, debidamente bloqueados, los datos que una ley le obligue a conservar y durante el plazo que esa ley establezca.',
            ],
          },
          {
            id: 'conservacion',
            title: '12. Plazos de conservación',
            paragraphs: [
              'Mientras dure el servicio, los datos se conservan durante estos plazos:',
              [
                'datos de las personas usuarias activas: mientras dure el contrato;',
                'donaciones: {{donationsYears}} años;',
                'registros de seguridad: {{securityLogsYears}} años;',
                'certificaciones: {{certificationsYears}} años.',
              ],
            ],
          },
          {
            id: 'responsabilidad-jurisdiccion',
            title: '13. Responsabilidad, ley aplicable y jurisdicción',
            paragraphs: [
              'Cada parte responde de los daños que cause por incumplir este contrato o la normativa de protección de datos, conforme al artículo 82 del RGPD.',
              'Este contrato se rige por la ley española. Para resolver cualquier controversia, las partes se someten a los juzgados y tribunales de Málaga.',
            ],
          },
          {
            id: 'anexo-1',
            title: 'Anexo 1. Categorías de datos personales y de personas interesadas',
            paragraphs: [
              'Categorías de datos personales:',
              [
                'identificativos: nombre, apellidos, documento nacional de identidad u otro documento de identidad y fecha de nacimiento;',
                'de contacto: correo electrónico, teléfono y dirección postal;',
                'profesionales: habilidades, disponibilidad y experiencia;',
                'documentos: el certificado de delitos de naturaleza sexual cuando la ley lo exige y la foto del documento de identidad;',
                'económicos: el IBAN para el reembolso de gastos;',
                'de participación: las actividades en que participa cada persona, las certificaciones, las donaciones y los certificados fiscales.',
              ],
              'Categorías de personas interesadas:',
              [
                'personas voluntarias;',
                'personas beneficiarias;',
                'donantes;',
                'personal administrativo y representantes de la entidad;',
                'personas de contacto de las entidades colaboradoras.',
              ],
            ],
          },
          {
            id: 'anexo-2',
            title: 'Anexo 2. Subencargados autorizados',
            paragraphs: [
              [
                'un proveedor de infraestructura en la nube, con centros de datos en la Unión Europea y en Estados Unidos: alojamiento y funcionamiento de la aplicación;',
                'un proveedor de correo electrónico transaccional, en Estados Unidos: envío de los correos de activación de cuentas, de recuperación de contraseñas y de autorización de tutores;',
                'un proveedor de alojamiento español: alojamiento del sitio web y de la base de datos en España.',
              ],
              'La identidad de cada proveedor se comunica a la entidad al contratar el servicio y cada vez que cambia, con la antelación de la cláusula 4.',
            ],
          },
          {
            id: 'anexo-3',
            title: 'Anexo 3. Medidas técnicas y organizativas de seguridad',
            paragraphs: [
              [
                'cifrado de los datos en tránsito con TLS 1.3 y en reposo con AES-256;',
                'control de acceso con permisos granulares basados en roles: cada persona usuaria accede solo a lo que requieren sus funciones, y es la entidad quien la autoriza;',
                'autenticación multifactor para el acceso administrativo;',
                'separación de los datos de cada entidad respecto de los de las demás, en la aplicación y en la base de datos;',
                'contraseñas de {{passwordMin}} a {{passwordMax}} caracteres, guardadas con argon2id y rechazadas si figuran en listas de contraseñas comprometidas; sesiones que caducan y se renuevan con credenciales de un solo uso;',
                'registros de seguridad conservados durante {{securityLogsYears}} años;',
                'deber de confidencialidad y formación en protección de datos del personal con acceso a los datos;',
                'procedimiento de gestión de violaciones de seguridad, con notificación a la entidad en un máximo de {{breachHours}} horas.',
              ],
            ],
          },
        ],
      },
    },
  },
  en: {
    legal: {
      dataProcessing: {
        title: 'Data processing agreement',
        description:
          'Data processing agreement between {{organisation}} and {{foundation}} for the Enlace service, with its annexes: data and data subjects, sub-processors and security measures.',
        intro:
          'This agreement, provided for in Article 28 of Regulation (EU) 2016/679, the General Data Protection Regulation (GDPR), governs the processing of personal data that {{foundation}} carries out on behalf of {{organisation}} when providing it with the Enlace service. It forms part of the terms and conditions of the service.',
        info: { type: 'Agreement', code: 'DPA-01' },
        sections: [
          {
            id: 'partes-objeto',
            title: '1. Parties and subject matter',
            paragraphs: [
              'On the one hand, {{organisation}} (the organisation), the controller. On the other, {{foundation}}, the processor.',
              'The subject matter of the agreement is the processing of the personal data needed to provide Enlace: the management of volunteers, activities and their interventions, beneficiaries, staff, partner organisations and places. Annex 1 lists the categories of data and of data subjects.',
            ],
          },
          {
            id: 'duracion',
            title: '2. Duration',
            paragraphs: [
              'The agreement lasts as long as the service is provided. The confidentiality obligations and those on the return or destruction of the data remain in force after it ends.',
            ],
          },
          {
            id: 'instrucciones-confidencialidad',
            title: '3. Instructions and confidentiality',
            paragraphs: [
              '{{foundation}} will process the data only on the documented instructions of the organisation, which are these clauses and the settings the organisation makes in Enlace. If it considers that an instruction infringes data protection law, it will inform the organisation immediately.',
              'The people who work for {{foundation}} and may access the data are bound by a duty of confidentiality that continues after their relationship with it ends.',
            ],
          },
          {
            id: 'subencargados',
            title: '4. Sub-processors',
            paragraphs: [
              'The organisation authorises {{foundation}} to engage the sub-processors of annex 2. {{foundation}} will inform it of any addition or replacement {{subprocessorNoticeDays}} days in advance, and the organisation may object on reasonable grounds within {{objectionDays}} days of being informed; if it objects and no alternative is found, it may terminate the agreement.',
              'Each sub-processor is bound by contract to the same data protection obligations as this agreement imposes on {{foundation}}, which remains liable to the organisation for their performance.',
            ],
          },
          {
            id: 'transferencias',
            title: '5. International transfers',
            paragraphs: [
              'Where a sub-processor processes data in the United States, the transfer relies on the EU-US Data Privacy Framework, if the provider participates in it, or on the standard contractual clauses approved by the European Commission, with any additional measures needed.',
            ],
          },
          {
            id: 'seguridad',
            title: '6. Security measures',
            paragraphs: [
              '{{foundation}} will apply the technical and organisational measures of annex 3, including TLS 1.3 encryption in transit and AES-256 encryption at rest, granular role-based permissions and multi-factor authentication for administrative access.',
            ],
          },
          {
            id: 'violaciones-seguridad',
            title: '7. Personal data breaches',
            paragraphs: [
              '{{foundation}} will notify the organisation of any personal data breach without undue delay and within {{breachHours}} hours of becoming aware of it. The notice will describe its nature, the categories and approximate number of data subjects and records concerned, its likely consequences and the measures taken or proposed, and will give a contact point.',
              '{{foundation}} will help the organisation so that the notice to the supervisory authority is also given within {{breachHours}} hours and, where required, to communicate the breach to the people affected.',
            ],
          },
          {
            id: 'derechos-interesados',
            title: '8. Data subjects’ rights',
            paragraphs: [
              'If a data subject exercises their rights of access, rectification, erasure, objection, restriction of processing or portability with {{foundation}}, {{foundation}} will pass the request on to the organisation within {{requestForwardDays}} working days, together with the information needed to deal with it.',
              'The organisation answers the data subject within the one month set by the GDPR, and {{foundation}} will assist it with Enlace’s features to do so.',
            ],
          },
          {
            id: 'auditorias',
            title: '9. Audits',
            paragraphs: [
              '{{foundation}} will make available to the organisation the information needed to demonstrate compliance with this agreement and will allow audits, carried out by the organisation or by an auditor it appoints who is bound by confidentiality, at most once every {{auditYears}} years and with {{auditNoticeDays}} working days’ notice.',
            ],
          },
          {
            id: 'otras-obligaciones',
            title: '10. Other obligations of the parties',
            paragraphs: [
              '{{foundation}} will keep a record of the processing activities it carries out on behalf of the organisation and will assist it, where needed, with data protection impact assessments and prior consultations with the supervisory authority.',
              'The organisation will provide {{foundation}} with the data and instructions needed, will have a legal basis for each processing operation, will authorise its own users and will oversee compliance with this agreement.',
            ],
          },
          {
            id: 'fin-prestacion',
            title: '11. End of the service: return or destruction',
            paragraphs: [
              'When the service ends, the organisation will choose whether {{foundation}} returns the data to it, in a structured, commonly used format, or destroys it. If it has not chosen within {{returnChoiceDays}} days of the end of the service, the data will be returned.',
              'After the return or destruction, {{foundation}} will delete any copies it holds. It will keep, duly blocked, only the data a law requires it to keep, and for the period that law sets.',
            ],
          },
          {
            id: 'conservacion',
            title: '12. Retention periods',
            paragraphs: [
              'While the service lasts, data is kept for these periods:',
              [
                'data of active users: for the duration of the contract;',
                'donations: {{donationsYears}} years;',
                'security logs: {{securityLogsYears}} years;',
                'certifications: {{certificationsYears}} years.',
              ],
            ],
          },
          {
            id: 'responsabilidad-jurisdiccion',
            title: '13. Liability, governing law and jurisdiction',
            paragraphs: [
              'Each party is liable for the damage it causes by breaching this agreement or data protection law, under Article 82 of the GDPR.',
              'This agreement is governed by Spanish law. To settle any dispute, the parties submit to the courts of Málaga.',
            ],
          },
          {
            id: 'anexo-1',
            title: 'Annex 1. Categories of personal data and of data subjects',
            paragraphs: [
              'Categories of personal data:',
              [
                'identification: name, surname, national identity document or other identity document, and date of birth;',
                'contact: email, phone and postal address;',
                'professional: skills, availability and experience;',
                'documents: the sexual offences certificate where the law requires it, and the photo of the identity document;',
                'economic: the IBAN for refunding expenses;',
                'participation: the activities each person takes part in, certifications, donations and tax certificates.',
              ],
              'Categories of data subjects:',
              [
                'volunteers;',
                'beneficiaries;',
                'donors;',
                'administrative staff and representatives of the organisation;',
                'contact persons of partner organisations.',
              ],
            ],
          },
          {
            id: 'anexo-2',
            title: 'Annex 2. Authorised sub-processors',
            paragraphs: [
              [
                'a cloud infrastructure provider, with data centres in the European Union and the United States: hosting and running the application;',
                'a transactional email provider, in the United States: sending account activation, password recovery and guardian authorisation emails;',
                'a Spanish hosting provider: hosting the website and the database in Spain.',
              ],
              'The identity of each provider is given to the organisation when it contracts the service and whenever it changes, with the notice of clause 4.',
            ],
          },
          {
            id: 'anexo-3',
            title: 'Annex 3. Technical and organisational security measures',
            paragraphs: [
              [
                'encryption of data in transit with TLS 1.3 and at rest with AES-256;',
                'access control with granular role-based permissions: each user accesses only what their duties require, and it is the organisation that authorises them;',
                'multi-factor authentication for administrative access;',
                'separation of each organisation’s data from that of the others, in the application and in the database;',
                'passwords of {{passwordMin}} to {{passwordMax}} characters, stored with argon2id and rejected if they appear in lists of compromised passwords; sessions that expire and are renewed with single-use credentials;',
                'security logs kept for {{securityLogsYears}} years;',
                'a duty of confidentiality and data protection training for the staff with access to the data;',
                'a procedure for handling security breaches, with notice to the organisation within {{breachHours}} hours at most.',
              ],
            ],
          },
        ],
      },
    },
  },
  ca: {
    legal: {
      dataProcessing: {
        title: "Contracte d'encàrrec del tractament",
        description:
          "Contracte d'encàrrec del tractament entre {{organisation}} i {{foundation}} per al servei Enlace, amb els seus annexos: dades i persones interessades, subencarregats i mesures de seguretat.",
        intro:
          "Aquest contracte, previst a l'article 28 del Reglament (UE) 2016/679, general de protecció de dades (RGPD), regula el tractament de dades personals que {{foundation}} fa per compte de {{organisation}} en prestar-li el servei Enlace. Forma part dels termes i condicions del servei.",
        info: { type: 'Contracte', code: 'DPA-01' },
        sections: [
          {
            id: 'partes-objeto',
            title: '1. Parts i objecte',
            paragraphs: [
              "D'una banda, {{organisation}} (l'entitat), responsable del tractament. De l'altra, {{foundation}}, encarregat del tractament.",
              "L'objecte del contracte és el tractament de les dades personals necessàries per prestar Enlace: la gestió del voluntariat, de les activitats i les seves intervencions, de les persones beneficiàries, del personal, de les entitats col·laboradores i dels llocs. L'annex 1 recull les categories de dades i de persones interessades.",
            ],
          },
          {
            id: 'duracion',
            title: '2. Durada',
            paragraphs: [
              "El contracte dura el mateix que la prestació del servei. Les obligacions de confidencialitat i les relatives al retorn o la destrucció de les dades continuen vigents després que s'acabi.",
            ],
          },
          {
            id: 'instrucciones-confidencialidad',
            title: '3. Instruccions i confidencialitat',
            paragraphs: [
              "{{foundation}} tractarà les dades únicament seguint les instruccions documentades de l'entitat, que són aquestes clàusules i la configuració que l'entitat faci a Enlace. Si considera que una instrucció infringeix la normativa de protecció de dades, l'hi comunicarà immediatament.",
              'Les persones que treballen per a {{foundation}} i poden accedir a les dades estan subjectes a un deure de confidencialitat que es manté després que acabi la seva relació amb aquesta.',
            ],
          },
          {
            id: 'subencargados',
            title: '4. Subencarregats',
            paragraphs: [
              "L'entitat autoritza {{foundation}} a recórrer als subencarregats de l'annex 2. {{foundation}} li comunicarà qualsevol incorporació o substitució amb {{subprocessorNoticeDays}} dies d'antelació, i l'entitat s'hi podrà oposar de manera motivada en un termini de {{objectionDays}} dies des de la comunicació; si s'hi oposa i no es troba una alternativa, podrà resoldre el contracte.",
              "Cada subencarregat queda subjecte per contracte a les mateixes obligacions de protecció de dades que aquest contracte imposa a {{foundation}}, que continua responent del seu compliment davant l'entitat.",
            ],
          },
          {
            id: 'transferencias',
            title: '5. Transferències internacionals',
            paragraphs: [
              "Quan un subencarregat tracti dades als Estats Units, la transferència s'empara en el Marc de privacitat de dades UE-EUA, si el proveïdor s'hi ha adherit, o en les clàusules contractuals tipus aprovades per la Comissió Europea, amb les mesures addicionals que calguin.",
            ],
          },
          {
            id: 'seguridad',
            title: '6. Mesures de seguretat',
            paragraphs: [
              "{{foundation}} aplicarà les mesures tècniques i organitzatives de l'annex 3, entre les quals el xifratge amb TLS 1.3 en les comunicacions i amb AES-256 en l'emmagatzematge, els permisos granulars basats en rols i l'autenticació multifactor per a l'accés administratiu.",
            ],
          },
          {
            id: 'violaciones-seguridad',
            title: '7. Violacions de la seguretat de les dades',
            paragraphs: [
              "{{foundation}} notificarà a l'entitat, sense dilació indeguda i en un termini màxim de {{breachHours}} hores des que en tingui coneixement, tota violació de la seguretat de les dades personals. La notificació en descriurà la naturalesa, les categories i el nombre aproximat de persones interessades i de registres afectats, les possibles conseqüències i les mesures adoptades o proposades, i indicarà un punt de contacte.",
              "{{foundation}} ajudarà l'entitat perquè la notificació a l'autoritat de control també es faci dins de les {{breachHours}} hores i, quan escaigui, per comunicar la violació a les persones afectades.",
            ],
          },
          {
            id: 'derechos-interesados',
            title: '8. Drets de les persones interessades',
            paragraphs: [
              "Si una persona interessada exerceix davant {{foundation}} els seus drets d'accés, rectificació, supressió, oposició, limitació del tractament o portabilitat, {{foundation}} traslladarà la sol·licitud a l'entitat en un termini màxim de {{requestForwardDays}} dies hàbils, juntament amb la informació que necessiti per resoldre-la.",
              "L'entitat respon a la persona interessada en el termini d'un mes que fixa l'RGPD, i {{foundation}} l'assistirà amb les funcions d'Enlace per complir-lo.",
            ],
          },
          {
            id: 'auditorias',
            title: '9. Auditories',
            paragraphs: [
              "{{foundation}} posarà a disposició de l'entitat la informació necessària per demostrar el compliment d'aquest contracte i permetrà les auditories, fetes per l'entitat o per un auditor designat per ella i subjecte a confidencialitat, com a màxim una vegada cada {{auditYears}} anys i amb un preavís de {{auditNoticeDays}} dies hàbils.",
            ],
          },
          {
            id: 'otras-obligaciones',
            title: '10. Altres obligacions de les parts',
            paragraphs: [
              "{{foundation}} portarà el registre de les activitats de tractament que faci per compte de l'entitat i l'assistirà, quan calgui, en les avaluacions d'impacte i en les consultes prèvies a l'autoritat de control.",
              "L'entitat facilitarà a {{foundation}} les dades i les instruccions necessàries, disposarà d'una base jurídica per a cada tractament, autoritzarà ella mateixa les seves persones usuàries i supervisarà el compliment d'aquest contracte.",
            ],
          },
          {
            id: 'fin-prestacion',
            title: '11. Fi de la prestació: retorn o destrucció',
            paragraphs: [
              "En acabar el servei, l'entitat triarà si {{foundation}} li retorna les dades, en un format estructurat i d'ús comú, o si les destrueix. Si no ho tria en {{returnChoiceDays}} dies des de la fi de la prestació, les dades se li retornaran.",
              "Després del retorn o la destrucció, {{foundation}} suprimirà les còpies que conservi. Només guardarà, degudament bloquejades, les dades que una llei l'obligui a conservar i durant el termini que aquesta llei estableixi.",
            ],
          },
          {
            id: 'conservacion',
            title: '12. Terminis de conservació',
            paragraphs: [
              'Mentre duri el servei, les dades es conserven durant aquests terminis:',
              [
                'dades de les persones usuàries actives: mentre duri el contracte;',
                'donacions: {{donationsYears}} anys;',
                'registres de seguretat: {{securityLogsYears}} anys;',
                'certificacions: {{certificationsYears}} anys.',
              ],
            ],
          },
          {
            id: 'responsabilidad-jurisdiccion',
            title: '13. Responsabilitat, llei aplicable i jurisdicció',
            paragraphs: [
              "Cada part respon dels danys que causi per incomplir aquest contracte o la normativa de protecció de dades, d'acord amb l'article 82 de l'RGPD.",
              'Aquest contracte es regeix per la llei espanyola. Per resoldre qualsevol controvèrsia, les parts se sotmeten als jutjats i tribunals de Màlaga.',
            ],
          },
          {
            id: 'anexo-1',
            title: 'Annex 1. Categories de dades personals i de persones interessades',
            paragraphs: [
              'Categories de dades personals:',
              [
                "identificatives: nom, cognoms, document nacional d'identitat o un altre document d'identitat i data de naixement;",
                'de contacte: correu electrònic, telèfon i adreça postal;',
                'professionals: habilitats, disponibilitat i experiència;',
                "documents: el certificat de delictes de naturalesa sexual quan la llei l'exigeix i la foto del document d'identitat;",
                "econòmiques: l'IBAN per al reemborsament de despeses;",
                'de participació: les activitats en què participa cada persona, les certificacions, les donacions i els certificats fiscals.',
              ],
              'Categories de persones interessades:',
              [
                'persones voluntàries;',
                'persones beneficiàries;',
                'donants;',
                "personal administratiu i representants de l'entitat;",
                'persones de contacte de les entitats col·laboradores.',
              ],
            ],
          },
          {
            id: 'anexo-2',
            title: 'Annex 2. Subencarregats autoritzats',
            paragraphs: [
              [
                "un proveïdor d'infraestructura al núvol, amb centres de dades a la Unió Europea i als Estats Units: allotjament i funcionament de l'aplicació;",
                "un proveïdor de correu electrònic transaccional, als Estats Units: enviament dels correus d'activació de comptes, de recuperació de contrasenyes i d'autorització de tutors;",
                "un proveïdor d'allotjament espanyol: allotjament del lloc web i de la base de dades a Espanya.",
              ],
              "La identitat de cada proveïdor es comunica a l'entitat quan contracta el servei i cada vegada que canvia, amb l'antelació de la clàusula 4.",
            ],
          },
          {
            id: 'anexo-3',
            title: 'Annex 3. Mesures tècniques i organitzatives de seguretat',
            paragraphs: [
              [
                'xifratge de les dades en trànsit amb TLS 1.3 i en repòs amb AES-256;',
                "control d'accés amb permisos granulars basats en rols: cada persona usuària accedeix només al que requereixen les seves funcions, i és l'entitat qui l'autoritza;",
                "autenticació multifactor per a l'accés administratiu;",
                "separació de les dades de cada entitat respecte de les de les altres, a l'aplicació i a la base de dades;",
                "contrasenyes de {{passwordMin}} a {{passwordMax}} caràcters, desades amb argon2id i rebutjades si figuren en llistes de contrasenyes compromeses; sessions que caduquen i es renoven amb credencials d'un sol ús;",
                'registres de seguretat conservats durant {{securityLogsYears}} anys;',
                'deure de confidencialitat i formació en protecció de dades del personal amb accés a les dades;',
                "procediment de gestió de violacions de seguretat, amb notificació a l'entitat en un màxim de {{breachHours}} hores.",
              ],
            ],
          },
        ],
      },
    },
  },
});
