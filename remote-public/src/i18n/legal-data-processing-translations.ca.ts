import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of legal-data-processing-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
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
};

export default texts;
