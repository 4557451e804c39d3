import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of legal-terms-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
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
};

export default texts;
