import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of legal-cookies-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  legal: {
    cookies: {
      title: 'Política de galetes',
      description:
        'Quines galetes i quin emmagatzematge local fa servir el web de {{organisation}}, gestionat amb Enlace, per a què serveixen, quant duren i com canviar o retirar el teu consentiment.',
      intro:
        'Aquesta política explica quines galetes i quines altres dades guarda al teu navegador el web de {{organisation}}, gestionat amb Enlace, el servei de {{foundation}}, i com pots decidir-hi.',
      info: { type: 'Política', code: 'POL-COOK-01' },
      changeConsent: 'Canviar les preferències de galetes',
      sections: [
        {
          id: 'que-son',
          title: '1. Què són les galetes',
          paragraphs: [
            "Les galetes (cookies) són petits fitxers que un lloc web guarda al teu navegador per recordar informació d'una visita a una altra. L'emmagatzematge local (localStorage) és un mecanisme semblant: guarda al teu navegador dades que el lloc pot llegir, però que no s'envien al servidor amb cada petició.",
            'La Llei 34/2002, de serveis de la societat de la informació i de comerç electrònic (LSSI), exigeix el teu consentiment per a les galetes que no són estrictament necessàries per prestar el servei que demanes.',
          ],
        },
        {
          id: 'cookies-enlace',
          title: '2. Quines galetes i quin emmagatzematge fa servir Enlace',
          paragraphs: [
            [
              "Galeta de consentiment «{{cookieName}}» (pròpia i tècnica): guarda la teva decisió sobre les galetes. Val «{{acceptedValue}}» si les acceptes i «{{rejectedValue}}» si les rebutges, es guarda per a la ruta «{{cookiePath}}» d'aquest lloc i dura {{cookieDays}} dies.",
              "Sessió «{{sessionKey}}» (emmagatzematge local, propi i tècnic): quan inicies la sessió, guarda el teu testimoni d'accés, el testimoni per renovar-lo, la seva caducitat i l'hora del darrer inici de sessió. S'esborra quan tanques la sessió.",
              "Idioma «{{languageKey}}» (emmagatzematge local, propi i tècnic): recorda l'idioma que tries. Es conserva fins que en tries un altre o esborres les dades del navegador.",
              "Analítica de Matomo, galetes «_pk_id» i «_pk_ses» (d'anàlisi): només si acceptes les galetes, Matomo mesura de manera estadística com s'utilitza el web (pàgines visitades, durada de la visita). «_pk_id» distingeix el teu navegador durant 13 mesos i «_pk_ses», la visita en curs durant 30 minuts. Si no les acceptes, Matomo ni tan sols es carrega.",
            ],
            "Les galetes i l'emmagatzematge tècnics són necessaris perquè el web funcioni i recordi les teves decisions, per la qual cosa no requereixen el teu consentiment.",
          ],
        },
        {
          id: 'categorias',
          title: '3. Categories de consentiment',
          paragraphs: [
            "L'avís de galetes et demana el consentiment per a tres categories:",
            [
              'Social («social»): continguts i botons de xarxes socials integrats al web.',
              "Anàlisi («analysis»): el mesurament estadístic de l'ús del web amb Matomo.",
              "Màrqueting («marketing»): mostrar-te contingut útil i personalitzar el servei segons l'ús que en fas.",
            ],
            "Si prems «Acceptar», consents les tres categories; si prems «Rebutjar», no en consents cap i només es fan servir les galetes i l'emmagatzematge tècnics. Avui Enlace només instal·la galetes d'anàlisi; si en el futur fes servir galetes socials o de màrqueting, ho faria únicament amb el teu consentiment i després d'actualitzar aquesta política.",
          ],
        },
        {
          id: 'duracion',
          title: '4. Quant dura la teva decisió',
          paragraphs: [
            "La teva decisió es guarda durant {{cookieDays}} dies. Mentrestant no t'ho tornarem a preguntar; passat aquest termini, o si esborres les galetes del navegador, l'avís de galetes tornarà a aparèixer.",
          ],
        },
        {
          id: 'cambiar-consentimiento',
          title: '5. Com canviar o retirar el teu consentiment',
          paragraphs: [
            "Pots canviar d'opinió quan vulguis. Amb el botó «Canviar les preferències de galetes» esborrem la teva decisió i les galetes d'anàlisi, la pàgina es torna a carregar i l'avís de galetes torna a aparèixer perquè triïs. Retirar el consentiment no afecta la licitud de l'ús anterior.",
            'També pots bloquejar o esborrar les galetes des de la configuració del teu navegador; si les bloqueges totes, és possible que el web no recordi la teva sessió ni el teu idioma.',
          ],
        },
        {
          id: 'mas-informacion',
          title: '6. Responsable i més informació',
          paragraphs: [
            "{{foundation}} és responsable de les galetes d'aquest lloc. Per saber com es tracten les teves dades personals, consulta la política de privacitat; per a qualsevol dubte, escriu a {{organisation}} o a {{foundation}}.",
          ],
        },
      ],
    },
  },
};

export default texts;
