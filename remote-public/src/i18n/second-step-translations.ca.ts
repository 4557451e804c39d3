import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of second-step-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  secondStep: {
    codeTitle: 'Verificació en dos passos',
    codeIntro:
      "Obre l'aplicació d'autenticació del teu mòbil i escriu el codi de 6 xifres que mostra per a {{organisation}}.",
    verify: 'Verifica',
    back: 'Torna a la contrasenya',
    enrolTitle: 'Activa la verificació en dos passos',
    enrolIntro:
      "{{organisation}} exigeix la verificació en dos passos als comptes d'administració, perquè donen accés a les dades de totes les persones de l'organització. Només l'has de configurar una vegada: després, en entrar, et demanarem la contrasenya i un codi de l'aplicació.",
    enrolSubmit: 'Activa i entra',
    preparing: 'Preparant el codi QR…',
  },
};

export default texts;
