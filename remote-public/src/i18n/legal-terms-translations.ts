import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// /terms-and-conditions (spec §2, §4, §6, §9): the ten sections of the terms of the service in its beta phase.
// {{foundation}} and {{organisation}} come from the tenant configuration; tiers and figures from the domain.
addTranslations(I18N_NAMESPACE, {
  es: {
    legal: {
      terms: {
        title: 'Términos y condiciones',
        description:
          'Términos y condiciones de Enlace, el servicio de {{foundation}} para la gestión del voluntariado, en fase beta: licencia, protección de datos, niveles del servicio, seguridad, auditoría y responsabilidad.',
        intro:
          'Estos términos regulan el uso de Enlace, la aplicación de gestión del voluntariado que {{foundation}} presta a {{organisation}} y a las demás entidades clientes. Enlace está en fase beta: el servicio se presta sin acuerdo de nivel de servicio (SLA), con el objetivo, no garantizado, de una disponibilidad del {{availability, number}} %.',
        info: { type: 'Condiciones del servicio', code: 'TYC-01' },
        sections: [
          {
            id: 'propiedad-intelectual',
            title: '1. Propiedad intelectual y licencia',
            paragraphs: [
              'Enlace, su código, su diseño, sus textos y sus marcas pertenecen a {{foundation}} o a quienes le han autorizado a usarlos, y están protegidos por la legislación de propiedad intelectual e industrial.',
              '{{foundation}} concede a la entidad cliente una licencia de uso no exclusiva, intransferible y limitada a la vigencia del contrato, para que sus personas usuarias autorizadas utilicen Enlace en la gestión de su propia actividad. La licencia no permite copiar, modificar, descompilar, sublicenciar ni ceder el servicio a terceros.',
              'Los datos y contenidos que la entidad introduce en Enlace, incluidos su logotipo, sus imágenes y sus textos, siguen siendo suyos; {{foundation}} solo los utiliza para prestarle el servicio.',
            ],
          },
          {
            id: 'roles-proteccion-datos',
            title: '2. Roles en materia de protección de datos',
            paragraphs: [
              'Respecto de los datos personales que la entidad cliente gestiona en Enlace (los de su voluntariado, sus personas beneficiarias, su personal y las personas de contacto de sus entidades colaboradoras), la entidad es la responsable del tratamiento y {{foundation}} actúa como encargado del tratamiento, conforme al artículo 28 del Reglamento (UE) 2016/679, General de Protección de Datos (RGPD).',
              '{{foundation}} es, además, responsable del tratamiento de los datos de este sitio web y de las cuentas de las personas usuarias registradas.',
              'El contrato de encargo del tratamiento y sus anexos 1 a 3 forman parte de estos términos y detallan las obligaciones de ambas partes.',
            ],
          },
          {
            id: 'obligaciones-encargado',
            title: '3. Obligaciones del encargado del tratamiento',
            paragraphs: [
              '{{foundation}}, en su condición de encargado del tratamiento, se obliga a:',
              [
                'tratar los datos únicamente siguiendo las instrucciones documentadas de la entidad cliente y solo para prestarle el servicio;',
                'garantizar que las personas autorizadas para tratarlos se han comprometido a guardar confidencialidad;',
                'aplicar las medidas de seguridad del apartado 6 y del anexo 3 del contrato de encargo del tratamiento;',
                'notificar a la entidad cualquier violación de la seguridad de los datos en un plazo máximo de {{breachHours}} horas desde que tenga conocimiento de ella;',
                'trasladar a la entidad, en un plazo máximo de {{requestForwardDays}} días hábiles, las solicitudes de ejercicio de derechos que reciba de las personas interesadas;',
                'recurrir a otros encargados (subencargados) solo con la autorización de la entidad y avisarla de cualquier cambio con {{subprocessorNoticeDays}} días de antelación;',
                'al terminar el servicio, devolver o destruir los datos, según elija la entidad.',
              ],
            ],
          },
          {
            id: 'obligaciones-cliente',
            title: '4. Obligaciones de la entidad cliente',
            paragraphs: [
              'La entidad cliente se obliga a:',
              [
                'contar con una base jurídica válida para cada tratamiento y facilitar a las personas interesadas la información que exigen los artículos 13 y 14 del RGPD;',
                'autorizar ella misma a sus personas usuarias, asignar a cada una el rol que corresponde a sus funciones y retirar el acceso a quien deje de necesitarlo;',
                'custodiar las credenciales de acceso y comunicar sin demora a {{foundation}} cualquier uso no autorizado del que tenga conocimiento;',
                'recabar la autorización de los tutores legales para tratar los datos de menores de {{minAge}} años y para el voluntariado de menores de {{adultAge}} años;',
                'no introducir contenidos ilícitos ni utilizar el servicio para fines distintos de la gestión de su actividad;',
                'respetar los límites del nivel de servicio que tenga contratado.',
              ],
            ],
          },
          {
            id: 'modalidades-niveles',
            title: '5. Modalidades del servicio y niveles',
            paragraphs: [
              'Enlace se presta en tres niveles y un nivel especial para la red de {{foundation}}:',
              [
                'Nivel 1 (gratuito): hasta {{tier1Volunteers, number}} personas voluntarias; proyectos activos: {{tier1Projects}}; funciones básicas; soporte por correo electrónico.',
                'Nivel 2 (estándar): hasta {{tier2Volunteers, number}} personas voluntarias; proyectos activos: {{tier2Projects}}; funciones avanzadas (certificaciones y envíos de correo); soporte prioritario.',
                'Nivel 3 (prémium): hasta {{tier3Volunteers, number}} personas voluntarias; proyectos activos: {{tier3Projects}}; funciones prémium (gestión de entidades e informes avanzados); soporte dedicado.',
                'Nivel red: condiciones especiales para las entidades que forman parte de la red de {{foundation}}.',
              ],
              'Cuando la entidad alcanza un límite de su nivel, Enlace no permite superarlo (por ejemplo, dar de alta a más personas voluntarias) hasta que pase a un nivel superior; los datos ya guardados se conservan.',
              'Mientras dure la fase beta, el servicio se presta sin acuerdo de nivel de servicio (SLA): {{foundation}} procura una disponibilidad del {{availability, number}} % como objetivo, sin garantizarla, y avisará con antelación de las interrupciones programadas.',
              'Las entidades clientes de las fases alfa y beta que no formen parte de la red de {{foundation}} disfrutarán gratuitamente del nivel 2 durante {{freeMonths}} meses desde el lanzamiento comercial.',
            ],
          },
          {
            id: 'medidas-seguridad',
            title: '6. Medidas de seguridad',
            paragraphs: [
              '{{foundation}} aplica medidas técnicas y organizativas adecuadas al riesgo, entre ellas:',
              [
                'el cifrado de las comunicaciones con TLS 1.3 y de los datos almacenados con AES-256;',
                'permisos granulares basados en roles, de modo que cada persona usuaria accede solo a lo que requieren sus funciones;',
                'la autenticación multifactor para el acceso administrativo;',
                'la separación de los datos de cada entidad cliente respecto de los de las demás;',
                'la conservación de los registros de seguridad durante {{securityLogsYears}} años.',
              ],
              'El anexo 3 del contrato de encargo del tratamiento describe estas medidas con más detalle.',
            ],
          },
          {
            id: 'auditoria',
            title: '7. Auditoría',
            paragraphs: [
              'La entidad cliente puede auditar el cumplimiento de las obligaciones de {{foundation}} como encargado del tratamiento, por sí misma o mediante un auditor independiente sujeto a confidencialidad, como máximo una vez cada {{auditYears}} años y con un preaviso de {{auditNoticeDays}} días hábiles.',
              '{{foundation}} pondrá a su disposición la información necesaria para demostrar el cumplimiento. Cada parte asume sus propios costes de la auditoría.',
            ],
          },
          {
            id: 'limitacion-responsabilidad',
            title: '8. Limitación de responsabilidad',
            paragraphs: [
              'Durante la fase beta, Enlace se ofrece en el estado en que se encuentra, sin garantía de disponibilidad ni de ausencia de errores. {{foundation}} no responde de las interrupciones del servicio ni de los daños indirectos, como el lucro cesante o la pérdida de oportunidades, salvo en caso de dolo o culpa grave.',
              'Cada parte responde de sus propios incumplimientos en materia de protección de datos, en los términos del artículo 82 del RGPD. Nada de lo dispuesto en estos términos limita la responsabilidad que no pueda limitarse conforme a la ley.',
            ],
          },
          {
            id: 'cambios-terminos',
            title: '9. Cambios en los términos',
            paragraphs: [
              '{{foundation}} puede modificar estos términos para adaptarlos a cambios legales, técnicos o del servicio. Publicará la nueva versión en esta página, con su fecha y su número de versión, y avisará a las entidades clientes de los cambios relevantes con {{termsNoticeDays}} días de antelación a su entrada en vigor.',
              'Si la entidad no está de acuerdo con un cambio, puede terminar el contrato antes de que entre en vigor; si sigue utilizando el servicio después, se entiende que lo acepta.',
            ],
          },
          {
            id: 'vigencia-terminacion',
            title: '10. Vigencia y terminación',
            paragraphs: [
              'Estos términos se aplican desde que la entidad empieza a utilizar Enlace y mientras lo utilice. Cualquiera de las partes puede terminar el contrato comunicándolo por escrito a la otra; {{foundation}} puede, además, suspender o terminar el servicio si la entidad incumple gravemente estos términos.',
              'Al terminar, la entidad elige si {{foundation}} le devuelve los datos o los destruye; si no lo elige en {{returnChoiceDays}} días desde el fin del servicio, los datos se le devuelven. Después, {{foundation}} suprime las copias que conserve, salvo las que la ley le obligue a guardar, que permanecerán bloqueadas.',
              'Estos términos se rigen por la ley española. Para resolver cualquier controversia, las partes se someten a los juzgados y tribunales de Málaga.',
            ],
          },
        ],
      },
    },
  },
  en: {
    legal: {
      terms: {
        title: 'Terms and conditions',
        description:
          'Terms and conditions of Enlace, the volunteer management service of {{foundation}}, in its beta phase: licence, data protection, service tiers, security, audit and liability.',
        intro:
          'These terms govern the use of Enlace, the volunteer management application that {{foundation}} provides to {{organisation}} and its other client organisations. Enlace is in its beta phase: the service is provided without a service level agreement (SLA), with a best-effort, non-guaranteed availability target of {{availability, number}}%.',
        info: { type: 'Terms of service', code: 'TYC-01' },
        sections: [
          {
            id: 'propiedad-intelectual',
            title: '1. Intellectual property and licence',
            paragraphs: [
              'Enlace, its code, design, texts and trade marks belong to {{foundation}} or to those who have authorised it to use them, and are protected by intellectual and industrial property law.',
              '{{foundation}} grants the client organisation a non-exclusive, non-transferable licence, limited to the term of the contract, for its authorised users to use Enlace to manage its own activity. The licence does not allow the service to be copied, modified, decompiled, sublicensed or assigned to third parties.',
              'The data and content the organisation enters into Enlace, including its logo, images and texts, remain its own; {{foundation}} uses them only to provide the service.',
            ],
          },
          {
            id: 'roles-proteccion-datos',
            title: '2. Roles under data protection law',
            paragraphs: [
              'For the personal data the client organisation manages in Enlace (that of its volunteers, beneficiaries, staff and the contact persons of its partner organisations), the organisation is the controller and {{foundation}} acts as processor, under Article 28 of Regulation (EU) 2016/679, the General Data Protection Regulation (GDPR).',
              '{{foundation}} is also the controller of the data of this website and of registered users’ accounts.',
              'The data processing agreement and its annexes 1 to 3 form part of these terms and set out the obligations of both parties.',
            ],
          },
          {
            id: 'obligaciones-encargado',
            title: '3. Obligations of the processor',
            paragraphs: [
              '{{foundation}}, as processor, undertakes to:',
              [
                'process the data only on the documented instructions of the client organisation and only to provide the service;',
                'ensure that the people authorised to process it have committed themselves to confidentiality;',
                'apply the security measures of section 6 and of annex 3 of the data processing agreement;',
                'notify the organisation of any personal data breach within {{breachHours}} hours of becoming aware of it;',
                'pass on to the organisation, within {{requestForwardDays}} working days, the requests to exercise their rights that it receives from data subjects;',
                'engage other processors (sub-processors) only with the organisation’s authorisation, and give {{subprocessorNoticeDays}} days’ notice of any change;',
                'at the end of the service, return or destroy the data, as the organisation chooses.',
              ],
            ],
          },
          {
            id: 'obligaciones-cliente',
            title: '4. Obligations of the client organisation',
            paragraphs: [
              'The client organisation undertakes to:',
              [
                'have a valid legal basis for each processing operation and give data subjects the information required by Articles 13 and 14 of the GDPR;',
                'authorise its users itself, give each the role that matches their duties and remove access from anyone who no longer needs it;',
                'keep access credentials safe and inform {{foundation}} without delay of any unauthorised use it becomes aware of;',
                'obtain the legal guardians’ authorisation to process the data of minors under {{minAge}} and for the volunteering of minors under {{adultAge}};',
                'not enter unlawful content nor use the service for purposes other than managing its activity;',
                'respect the limits of the service tier it has contracted.',
              ],
            ],
          },
          {
            id: 'modalidades-niveles',
            title: '5. Service modalities and tiers',
            paragraphs: [
              'Enlace is provided in three tiers and a special tier for the network of {{foundation}}:',
              [
                'Tier 1 (free): up to {{tier1Volunteers, number}} volunteers; active projects: {{tier1Projects}}; basic features; email support.',
                'Tier 2 (standard): up to {{tier2Volunteers, number}} volunteers; active projects: {{tier2Projects}}; advanced features (certifications and mailing); priority support.',
                'Tier 3 (premium): up to {{tier3Volunteers, number}} volunteers; active projects: {{tier3Projects}}; premium features (entity management and advanced reports); dedicated support.',
                'Network tier: special conditions for the organisations that are members of the network of {{foundation}}.',
              ],
              'When the organisation reaches a limit of its tier, Enlace does not allow it to be exceeded (for example, registering more volunteers) until it moves to a higher tier; the data already stored is kept.',
              'During the beta phase the service is provided without a service level agreement (SLA): {{foundation}} aims for {{availability, number}}% availability on a best-effort basis, without guaranteeing it, and will give advance notice of planned interruptions.',
              'Client organisations of the alpha and beta phases that are not members of the network of {{foundation}} will enjoy tier 2 free of charge for {{freeMonths}} months from the commercial launch.',
            ],
          },
          {
            id: 'medidas-seguridad',
            title: '6. Security measures',
            paragraphs: [
              '{{foundation}} applies technical and organisational measures appropriate to the risk, including:',
              [
                'encryption of communications with TLS 1.3 and of stored data with AES-256;',
                'granular role-based permissions, so that each user accesses only what their duties require;',
                'multi-factor authentication for administrative access;',
                'the separation of each client organisation’s data from that of the others;',
                'keeping security logs for {{securityLogsYears}} years.',
              ],
              'Annex 3 of the data processing agreement describes these measures in more detail.',
            ],
          },
          {
            id: 'auditoria',
            title: '7. Audit',
            paragraphs: [
              'The client organisation may audit how {{foundation}} meets its obligations as processor, itself or through an independent auditor bound by confidentiality, at most once every {{auditYears}} years and with {{auditNoticeDays}} working days’ notice.',
              '{{foundation}} will make available the information needed to demonstrate compliance. Each party bears its own costs of the audit.',
            ],
          },
          {
            id: 'limitacion-responsabilidad',
            title: '8. Limitation of liability',
            paragraphs: [
              'During the beta phase Enlace is offered as is, without any guarantee of availability or of being free of errors. {{foundation}} is not liable for interruptions of the service nor for indirect damage, such as loss of profit or of opportunities, except in cases of wilful misconduct or gross negligence.',
              'Each party is liable for its own breaches of data protection law, under Article 82 of the GDPR. Nothing in these terms limits any liability that cannot be limited by law.',
            ],
          },
          {
            id: 'cambios-terminos',
            title: '9. Changes to the terms',
            paragraphs: [
              '{{foundation}} may amend these terms to adapt them to legal, technical or service changes. It will publish the new version on this page, with its date and version number, and will give client organisations {{termsNoticeDays}} days’ notice of relevant changes before they take effect.',
              'If the organisation does not agree with a change, it may terminate the contract before the change takes effect; if it keeps using the service afterwards, it is deemed to accept it.',
            ],
          },
          {
            id: 'vigencia-terminacion',
            title: '10. Term and termination',
            paragraphs: [
              'These terms apply from when the organisation starts using Enlace and for as long as it uses it. Either party may terminate the contract by giving the other written notice; {{foundation}} may also suspend or terminate the service if the organisation seriously breaches these terms.',
              'On termination, the organisation chooses whether {{foundation}} returns the data or destroys it; if it has not chosen within {{returnChoiceDays}} days of the end of the service, the data is returned. {{foundation}} then deletes any copies it holds, except those the law requires it to keep, which remain blocked.',
              'These terms are governed by Spanish law. To settle any dispute, the parties submit to the courts of Málaga.',
            ],
          },
        ],
      },
    },
  },
  ca: {
    legal: {
      terms: {
        title: 'Termes i condicions',
        description:
          "Termes i condicions d'Enlace, el servei de {{foundation}} per a la gestió del voluntariat, en fase beta: llicència, protecció de dades, nivells del servei, seguretat, auditoria i responsabilitat.",
        intro:
          "Aquests termes regulen l'ús d'Enlace, l'aplicació de gestió del voluntariat que {{foundation}} presta a {{organisation}} i a la resta d'entitats clients. Enlace és en fase beta: el servei es presta sense acord de nivell de servei (SLA), amb l'objectiu, no garantit, d'una disponibilitat del {{availability, number}} %.",
        info: { type: 'Condicions del servei', code: 'TYC-01' },
        sections: [
          {
            id: 'propiedad-intelectual',
            title: '1. Propietat intel·lectual i llicència',
            paragraphs: [
              "Enlace, el seu codi, el seu disseny, els seus textos i les seves marques pertanyen a {{foundation}} o a qui l'ha autoritzat a fer-los servir, i estan protegits per la legislació de propietat intel·lectual i industrial.",
              "{{foundation}} concedeix a l'entitat client una llicència d'ús no exclusiva, intransferible i limitada a la vigència del contracte, perquè les seves persones usuàries autoritzades facin servir Enlace en la gestió de la seva pròpia activitat. La llicència no permet copiar, modificar, descompilar, subllicenciar ni cedir el servei a tercers.",
              "Les dades i els continguts que l'entitat introdueix a Enlace, inclosos el seu logotip, les seves imatges i els seus textos, continuen sent seus; {{foundation}} només els utilitza per prestar-li el servei.",
            ],
          },
          {
            id: 'roles-proteccion-datos',
            title: '2. Rols en matèria de protecció de dades',
            paragraphs: [
              "Pel que fa a les dades personals que l'entitat client gestiona a Enlace (les del seu voluntariat, les seves persones beneficiàries, el seu personal i les persones de contacte de les seves entitats col·laboradores), l'entitat és la responsable del tractament i {{foundation}} actua com a encarregat del tractament, d'acord amb l'article 28 del Reglament (UE) 2016/679, general de protecció de dades (RGPD).",
              "{{foundation}} és, a més, responsable del tractament de les dades d'aquest lloc web i dels comptes de les persones usuàries registrades.",
              "El contracte d'encàrrec del tractament i els seus annexos 1 a 3 formen part d'aquests termes i detallen les obligacions de les dues parts.",
            ],
          },
          {
            id: 'obligaciones-encargado',
            title: "3. Obligacions de l'encarregat del tractament",
            paragraphs: [
              "{{foundation}}, en la seva condició d'encarregat del tractament, s'obliga a:",
              [
                "tractar les dades únicament seguint les instruccions documentades de l'entitat client i només per prestar-li el servei;",
                "garantir que les persones autoritzades per tractar-les s'han compromès a guardar-ne la confidencialitat;",
                "aplicar les mesures de seguretat de l'apartat 6 i de l'annex 3 del contracte d'encàrrec del tractament;",
                "notificar a l'entitat qualsevol violació de la seguretat de les dades en un termini màxim de {{breachHours}} hores des que en tingui coneixement;",
                "traslladar a l'entitat, en un termini màxim de {{requestForwardDays}} dies hàbils, les sol·licituds d'exercici de drets que rebi de les persones interessades;",
                "recórrer a altres encarregats (subencarregats) només amb l'autorització de l'entitat i avisar-la de qualsevol canvi amb {{subprocessorNoticeDays}} dies d'antelació;",
                "en acabar el servei, retornar o destruir les dades, segons triï l'entitat.",
              ],
            ],
          },
          {
            id: 'obligaciones-cliente',
            title: "4. Obligacions de l'entitat client",
            paragraphs: [
              "L'entitat client s'obliga a:",
              [
                "disposar d'una base jurídica vàlida per a cada tractament i facilitar a les persones interessades la informació que exigeixen els articles 13 i 14 de l'RGPD;",
                "autoritzar ella mateixa les seves persones usuàries, assignar a cadascuna el rol que correspon a les seves funcions i retirar l'accés a qui ja no el necessiti;",
                "custodiar les credencials d'accés i comunicar sense demora a {{foundation}} qualsevol ús no autoritzat de què tingui coneixement;",
                "obtenir l'autorització dels tutors legals per tractar les dades de menors de {{minAge}} anys i per al voluntariat de menors de {{adultAge}} anys;",
                'no introduir continguts il·lícits ni utilitzar el servei per a finalitats diferents de la gestió de la seva activitat;',
                'respectar els límits del nivell de servei que tingui contractat.',
              ],
            ],
          },
          {
            id: 'modalidades-niveles',
            title: '5. Modalitats del servei i nivells',
            paragraphs: [
              'Enlace es presta en tres nivells i un nivell especial per a la xarxa de {{foundation}}:',
              [
                'Nivell 1 (gratuït): fins a {{tier1Volunteers, number}} persones voluntàries; projectes actius: {{tier1Projects}}; funcions bàsiques; suport per correu electrònic.',
                'Nivell 2 (estàndard): fins a {{tier2Volunteers, number}} persones voluntàries; projectes actius: {{tier2Projects}}; funcions avançades (certificacions i enviaments de correu); suport prioritari.',
                "Nivell 3 (prèmium): fins a {{tier3Volunteers, number}} persones voluntàries; projectes actius: {{tier3Projects}}; funcions prèmium (gestió d'entitats i informes avançats); suport dedicat.",
                'Nivell xarxa: condicions especials per a les entitats que formen part de la xarxa de {{foundation}}.',
              ],
              "Quan l'entitat arriba a un límit del seu nivell, Enlace no permet superar-lo (per exemple, donar d'alta més persones voluntàries) fins que passi a un nivell superior; les dades ja desades es conserven.",
              'Mentre duri la fase beta, el servei es presta sense acord de nivell de servei (SLA): {{foundation}} procura una disponibilitat del {{availability, number}} % com a objectiu, sense garantir-la, i avisarà amb antelació de les interrupcions programades.',
              'Les entitats clients de les fases alfa i beta que no formin part de la xarxa de {{foundation}} gaudiran gratuïtament del nivell 2 durant {{freeMonths}} mesos des del llançament comercial.',
            ],
          },
          {
            id: 'medidas-seguridad',
            title: '6. Mesures de seguretat',
            paragraphs: [
              '{{foundation}} aplica mesures tècniques i organitzatives adequades al risc, entre les quals:',
              [
                'el xifratge de les comunicacions amb TLS 1.3 i de les dades emmagatzemades amb AES-256;',
                'permisos granulars basats en rols, de manera que cada persona usuària accedeix només al que requereixen les seves funcions;',
                "l'autenticació multifactor per a l'accés administratiu;",
                'la separació de les dades de cada entitat client respecte de les de les altres;',
                'la conservació dels registres de seguretat durant {{securityLogsYears}} anys.',
              ],
              "L'annex 3 del contracte d'encàrrec del tractament descriu aquestes mesures amb més detall.",
            ],
          },
          {
            id: 'auditoria',
            title: '7. Auditoria',
            paragraphs: [
              "L'entitat client pot auditar el compliment de les obligacions de {{foundation}} com a encarregat del tractament, per si mateixa o mitjançant un auditor independent subjecte a confidencialitat, com a màxim una vegada cada {{auditYears}} anys i amb un preavís de {{auditNoticeDays}} dies hàbils.",
              "{{foundation}} posarà a la seva disposició la informació necessària per demostrar-ne el compliment. Cada part assumeix els seus propis costos de l'auditoria.",
            ],
          },
          {
            id: 'limitacion-responsabilidad',
            title: '8. Limitació de responsabilitat',
            paragraphs: [
              "Durant la fase beta, Enlace s'ofereix en l'estat en què es troba, sense garantia de disponibilitat ni d'absència d'errors. {{foundation}} no respon de les interrupcions del servei ni dels danys indirectes, com el lucre cessant o la pèrdua d'oportunitats, llevat en cas de dol o culpa greu.",
              "Cada part respon dels seus propis incompliments en matèria de protecció de dades, en els termes de l'article 82 de l'RGPD. Res del que disposen aquests termes limita la responsabilitat que no es pugui limitar d'acord amb la llei.",
            ],
          },
          {
            id: 'cambios-terminos',
            title: '9. Canvis en els termes',
            paragraphs: [
              "{{foundation}} pot modificar aquests termes per adaptar-los a canvis legals, tècnics o del servei. Publicarà la nova versió en aquesta pàgina, amb la seva data i el seu número de versió, i avisarà les entitats clients dels canvis rellevants amb {{termsNoticeDays}} dies d'antelació a la seva entrada en vigor.",
              "Si l'entitat no està d'acord amb un canvi, pot resoldre el contracte abans que entri en vigor; si continua utilitzant el servei després, s'entén que l'accepta.",
            ],
          },
          {
            id: 'vigencia-terminacion',
            title: '10. Vigència i resolució',
            paragraphs: [
              "Aquests termes s'apliquen des que l'entitat comença a utilitzar Enlace i mentre l'utilitzi. Qualsevol de les parts pot resoldre el contracte comunicant-ho per escrit a l'altra; {{foundation}} pot, a més, suspendre o resoldre el servei si l'entitat incompleix greument aquests termes.",
              "En acabar, l'entitat tria si {{foundation}} li retorna les dades o les destrueix; si no ho tria en {{returnChoiceDays}} dies des de la fi del servei, les dades se li retornen. Després, {{foundation}} suprimeix les còpies que conservi, llevat de les que la llei l'obligui a guardar, que quedaran bloquejades.",
              'Aquests termes es regeixen per la llei espanyola. Per resoldre qualsevol controvèrsia, les parts se sotmeten als jutjats i tribunals de Màlaga.',
            ],
          },
        ],
      },
    },
  },
});
