import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of tier-usage-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  tierUsage: {
    title: 'Pla i ús',
    intro:
      "El pla de la teva organització i quant fa servir de cada límit. Quan s'arriba a un límit, Enlace no deixa superar-lo; no es perd res del que ja s'ha desat.",
    plan: 'El teu pla',
    tiers: {
      '1': 'Gratuït',
      '2': 'Estàndard',
      '3': 'Prèmium',
      network: 'Xarxa de la fundació',
    },
    levels: {
      '1': 'Nivell 1',
      '2': 'Nivell 2',
      '3': 'Nivell 3',
      network: 'Nivell xarxa',
    },
    usage: 'Ús dels límits',
    near: 'A prop del límit',
    full: 'Límit assolit',
    unlimited: 'Sense límit en el teu pla',
    contact:
      "Per canviar de pla, posa't en contacte amb {{foundation}}, que presta el servei: l'administració de la teva organització ho pot demanar.",
    foundation: 'la fundació',
    resources: {
      volunteers: {
        label: 'Persones voluntàries',
        used_one: '{{used}} de {{limit}} persona voluntària',
        used_other: '{{used}} de {{limit}} persones voluntàries',
        uncapped_one: '{{used}} persona voluntària',
        uncapped_other: '{{used}} persones voluntàries',
        hint: 'Compten totes les del registre, també les inactives; les eliminades no.',
        atLimit:
          "No es podran donar d'alta més persones voluntàries, ni des de la intranet ni des de la inscripció pública de la pàgina d'inici.",
      },
      projects: {
        label: 'Projectes actius',
        used_one: '{{used}} de {{limit}} projecte actiu',
        used_other: '{{used}} de {{limit}} projectes actius',
        uncapped_one: '{{used}} projecte actiu',
        uncapped_other: '{{used}} projectes actius',
        hint: 'Els projectes tancats no compten.',
        atLimit:
          "No es podrà crear cap altre projecte actiu ni reobrir-ne un de tancat. Tanca'n un que hagi acabat o canvia de pla.",
      },
      activities: {
        label: 'Activitats obertes',
        used_one: '{{used}} de {{limit}} activitat oberta',
        used_other: '{{used}} de {{limit}} activitats obertes',
        uncapped_one: '{{used}} activitat oberta',
        uncapped_other: '{{used}} activitats obertes',
        hint: 'Compten totes menys les finalitzades i les cancel·lades.',
        atLimit:
          "No es podrà crear, duplicar ni reprendre cap activitat. Finalitza o cancel·la'n alguna que ja no continuï, o canvia de pla.",
      },
    },
  },
};

export default texts;
