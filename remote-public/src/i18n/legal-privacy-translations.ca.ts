import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of legal-privacy-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  legal: {
    privacy: {
      title: 'Política de privacitat',
      description:
        'Com tracten {{organisation}} i {{foundation}} les teves dades personals a Enlace: quines dades, per a què, quant de temps, qui més les tracta i com exercir els teus drets.',
      intro:
        "Aquesta política explica com es tracten les dades personals de les persones que fan servir el web i l'aplicació de {{organisation}}, gestionats amb Enlace, el servei de {{foundation}}.",
      info: { type: 'Política', code: 'POL-PRIV-01' },
      sections: [
        {
          id: 'responsable',
          title: '1. Responsable del tractament',
          paragraphs: [
            '{{organisation}} és la responsable de les dades del seu voluntariat, de les persones beneficiàries, del seu personal i de les persones de contacte de les seves entitats col·laboradores.',
            "{{foundation}} tracta aquestes dades per compte de {{organisation}}, com a encarregat del tractament, per prestar-li el servei Enlace. {{foundation}} és, a més, responsable de les dades d'aquest web i dels comptes de les persones registrades.",
          ],
        },
        {
          id: 'contacto',
          title: '2. Dades de contacte',
          paragraphs: [
            'Per a qualsevol qüestió sobre les teves dades et pots adreçar a {{organisation}} pels mitjans de contacte del seu web, o a {{foundation}} a la seva adreça de protecció de dades.',
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
            'A les persones voluntàries, beneficiàries, donants, al personal administratiu i representants de les entitats, i a les persones de contacte de les entitats col·laboradores.',
          ],
        },
        {
          id: 'finalidades',
          title: '5. Per a què les tractem',
          paragraphs: [
            "Per gestionar l'alta i el perfil del voluntariat, organitzar les activitats i les seves intervencions, registrar qui hi participa, demanar i guardar les autoritzacions dels tutors, comunicar-nos amb tu i complir les obligacions legals de {{organisation}}.",
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
            "L'edat mínima perquè tractem les teves dades amb el teu propi consentiment és de {{minAge}} anys; per sota d'aquesta edat, cal l'autorització dels teus tutors legals, i el teu compte no s'activa fins que la donen.",
            "Per participar en activitats de voluntariat, les persones menors de {{adultAge}} anys necessiten l'autorització del seu pare, mare o tutor legal, que la dona des de l'enllaç que rep per correu.",
          ],
        },
        {
          id: 'conservacion',
          title: '8. Quant de temps les conservem',
          paragraphs: [
            'Les dades de les persones usuàries actives, mentre duri el contracte amb {{organisation}}; les donacions, {{donationsYears}} anys; els registres de seguretat, {{securityLogsYears}} anys; les certificacions, {{certificationsYears}} anys. Després se suprimeixen o es retornen a {{organisation}}.',
          ],
        },
        {
          id: 'destinatarios',
          title: '9. Qui més les tracta',
          paragraphs: [
            "Només els subencarregats autoritzats que fan possible el servei: un proveïdor d'infraestructura al núvol (UE i EUA), un proveïdor de correu electrònic transaccional (EUA) i un proveïdor d'allotjament a Espanya. Un canvi de subencarregat s'anuncia amb {{subprocessorNoticeDays}} dies d'antelació i {{organisation}} s'hi pot oposar en {{objectionDays}} dies.",
          ],
        },
        {
          id: 'transferencias',
          title: '10. Transferències internacionals',
          paragraphs: [
            'Els proveïdors dels Estats Units tracten les dades amb les garanties del Reglament general de protecció de dades: clàusules contractuals tipus de la Comissió Europea o la seva adhesió al Marc de privacitat de dades UE-EUA.',
          ],
        },
        {
          id: 'derechos',
          title: '11. Els teus drets',
          paragraphs: [
            "Pots accedir a les teves dades, rectificar-les, suprimir-les, oposar-te al seu tractament, demanar que se'n limiti el tractament i endur-te-les a un altre servei (portabilitat), i retirar el teu consentiment en qualsevol moment.",
          ],
        },
        {
          id: 'ejercicio',
          title: '12. Com exercir-los',
          paragraphs: [
            "Escriu a {{organisation}}. Si la sol·licitud arriba a {{foundation}}, la trasllada a {{organisation}} en un màxim de {{requestForwardDays}} dies hàbils, i rebràs resposta en el termini d'un mes.",
          ],
        },
        {
          id: 'reclamacion',
          title: "13. Reclamació davant l'autoritat",
          paragraphs: [
            "Si creus que no hem tractat bé les teves dades, pots reclamar davant l'Agència Espanyola de Protecció de Dades (www.aepd.es).",
          ],
        },
        {
          id: 'seguridad',
          title: '14. Seguretat',
          paragraphs: [
            "Les dades viatgen xifrades amb TLS 1.3 i es guarden xifrades amb AES-256. Cada persona de l'equip veu només el que el seu rol permet, les dades de cada organització estan separades de les de les altres, i l'accés administratiu exigeix autenticació multifactor.",
          ],
        },
        {
          id: 'brechas',
          title: '15. Violacions de seguretat',
          paragraphs: [
            "Si es produís una violació de seguretat, {{foundation}} ho notificaria a {{organisation}} en {{breachHours}} hores i a l'autoritat de control en el mateix termini, i a les persones afectades quan la llei ho exigeix.",
          ],
        },
        {
          id: 'cookies',
          title: '16. Galetes',
          paragraphs: [
            "Fem servir galetes pròpies i de tercers per a l'anàlisi estadística, l'autenticació de la sessió i la personalització del servei, només si les acceptes. La teva elecció es guarda {{cookieDays}} dies. La política de galetes ho detalla.",
          ],
        },
        {
          id: 'cambios',
          title: '17. Canvis en aquesta política',
          paragraphs: [
            "Si canviem aquesta política, publicarem la nova versió en aquesta pàgina amb la seva data, i t'avisarem si el canvi és rellevant.",
          ],
        },
      ],
    },
  },
};

export default texts;
