import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// What every legal document of the public area shares (issue 5); each document's own texts are in
// legal-<document>-translations.ts, loaded with its page. All four are version 1.0 of 20/06/2025 (spec §2).
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
        versionValue: '1.0',
        approvalDateValue: '20/06/2025',
      },
      seeAlso: 'Véase también:',
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
        versionValue: '1.0',
        approvalDateValue: '20/06/2025',
      },
      seeAlso: 'See also:',
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
        versionValue: '1.0',
        approvalDateValue: '20/06/2025',
      },
      seeAlso: 'Vegeu també:',
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
