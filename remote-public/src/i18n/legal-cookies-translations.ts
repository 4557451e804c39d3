import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// /cookie-policy (spec §2, §4, §9): what the site keeps in the browser, the consent categories, the 365 days and
// how to change the decision. The cookie's name, path, values and lifetime, and the storage keys, come from the
// shared constants.
addTranslations(I18N_NAMESPACE, {
  es: {
    legal: {
      cookies: {
        title: 'Política de cookies',
        description:
          'Qué cookies y qué almacenamiento local usa la web de {{organisation}}, gestionada con Enlace, para qué sirven, cuánto duran y cómo cambiar o retirar tu consentimiento.',
        intro:
          'Esta política explica qué cookies y qué otros datos guarda en tu navegador la web de {{organisation}}, gestionada con Enlace, el servicio de {{foundation}}, y cómo puedes decidir sobre ellos.',
        info: { type: 'Política', code: 'POL-COOK-01' },
        changeConsent: 'Cambiar preferencias de cookies',
        sections: [
          {
            id: 'que-son',
            title: '1. Qué son las cookies',
            paragraphs: [
              'Las cookies son pequeños archivos que un sitio web guarda en tu navegador para recordar información entre una visita y otra. El almacenamiento local (localStorage) es un mecanismo parecido: guarda en tu navegador datos que el sitio puede leer, pero que no se envían al servidor con cada petición.',
              'La Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI), exige tu consentimiento para las cookies que no son estrictamente necesarias para prestar el servicio que pides.',
            ],
          },
          {
            id: 'cookies-enlace',
            title: '2. Qué cookies y qué almacenamiento usa Enlace',
            paragraphs: [
              [
                'Cookie de consentimiento «{{cookieName}}» (propia y técnica): guarda tu decisión sobre las cookies. Vale «{{acceptedValue}}» si las aceptas y «{{rejectedValue}}» si las rechazas, se guarda para la ruta «{{cookiePath}}» de este sitio y dura {{cookieDays}} días.',
                'Sesión «{{sessionKey}}» (almacenamiento local, propio y técnico): cuando inicias sesión, guarda tu token de acceso, el token para renovarlo, su caducidad y la hora del último inicio de sesión. Se borra al cerrar la sesión.',
                'Idioma «{{languageKey}}» (almacenamiento local, propio y técnico): recuerda el idioma que eliges. Se conserva hasta que eliges otro o borras los datos del navegador.',
                'Analítica de Matomo, cookies «_pk_id» y «_pk_ses» (de análisis): solo si aceptas las cookies, Matomo mide de forma estadística cómo se usa la web (páginas visitadas, duración de la visita). «_pk_id» distingue tu navegador durante 13 meses y «_pk_ses» la visita en curso durante 30 minutos. Si no las aceptas, Matomo ni siquiera se carga.',
              ],
              'Las cookies y el almacenamiento técnicos son necesarios para que la web funcione y recuerde tus decisiones, por lo que no requieren tu consentimiento.',
            ],
          },
          {
            id: 'categorias',
            title: '3. Categorías de consentimiento',
            paragraphs: [
              'El aviso de cookies te pide el consentimiento para tres categorías:',
              [
                'Social («social»): contenidos y botones de redes sociales integrados en la web.',
                'Análisis («analysis»): la medición estadística del uso de la web con Matomo.',
                'Marketing («marketing»): mostrarte contenido útil y personalizar el servicio según su uso.',
              ],
              'Si pulsas «Aceptar», consientes las tres categorías; si pulsas «Rechazar», no consientes ninguna y solo se usan las cookies y el almacenamiento técnicos. Hoy Enlace solo instala cookies de análisis; si en el futuro usara cookies sociales o de marketing, lo haría únicamente con tu consentimiento y después de actualizar esta política.',
            ],
          },
          {
            id: 'duracion',
            title: '4. Cuánto dura tu decisión',
            paragraphs: [
              'Tu decisión se guarda durante {{cookieDays}} días. Mientras tanto no volveremos a preguntarte; pasado ese plazo, o si borras las cookies del navegador, el aviso de cookies aparecerá de nuevo.',
            ],
          },
          {
            id: 'cambiar-consentimiento',
            title: '5. Cómo cambiar o retirar tu consentimiento',
            paragraphs: [
              'Puedes cambiar de opinión cuando quieras. Con el botón «Cambiar preferencias de cookies» borramos tu decisión y las cookies de análisis, la página se vuelve a cargar y el aviso de cookies aparece de nuevo para que elijas. Retirar el consentimiento no afecta a la licitud del uso anterior.',
              'También puedes bloquear o borrar las cookies desde la configuración de tu navegador; si las bloqueas todas, es posible que la web no recuerde tu sesión ni tu idioma.',
            ],
          },
          {
            id: 'mas-informacion',
            title: '6. Responsable y más información',
            paragraphs: [
              '{{foundation}} es responsable de las cookies de este sitio. Para saber cómo se tratan tus datos personales, consulta la política de privacidad; para cualquier duda, escribe a {{organisation}} o a {{foundation}}.',
            ],
          },
        ],
      },
    },
  },
  en: {
    legal: {
      cookies: {
        title: 'Cookie policy',
        description:
          'Which cookies and local storage the website of {{organisation}}, run with Enlace, uses, what for, for how long, and how to change or withdraw your consent.',
        intro:
          'This policy explains which cookies and other data the website of {{organisation}}, run with Enlace, the service of {{foundation}}, keeps in your browser, and how you can decide about them.',
        info: { type: 'Policy', code: 'POL-COOK-01' },
        changeConsent: 'Change cookie preferences',
        sections: [
          {
            id: 'que-son',
            title: '1. What cookies are',
            paragraphs: [
              'Cookies are small files that a website keeps in your browser to remember information from one visit to the next. Local storage (localStorage) is a similar mechanism: it keeps data in your browser that the site can read, but that is not sent to the server with every request.',
              'Spanish Law 34/2002 on information society services and electronic commerce (LSSI) requires your consent for cookies that are not strictly necessary to provide the service you ask for.',
            ],
          },
          {
            id: 'cookies-enlace',
            title: '2. Which cookies and storage Enlace uses',
            paragraphs: [
              [
                'Consent cookie “{{cookieName}}” (own, technical): keeps your decision about cookies. Its value is “{{acceptedValue}}” if you accept them and “{{rejectedValue}}” if you reject them; it is stored for the path “{{cookiePath}}” of this site and lasts {{cookieDays}} days.',
                'Session “{{sessionKey}}” (local storage, own, technical): when you sign in, it keeps your access token, the token to renew it, its expiry and the time of your last sign-in. It is deleted when you sign out.',
                'Language “{{languageKey}}” (local storage, own, technical): remembers the language you choose. It is kept until you choose another one or clear your browser’s data.',
                'Matomo analytics, cookies “_pk_id” and “_pk_ses” (analysis): only if you accept cookies, Matomo measures statistically how the website is used (pages visited, length of the visit). “_pk_id” tells your browser apart for 13 months and “_pk_ses” the current visit for 30 minutes. If you do not accept them, Matomo is not even loaded.',
              ],
              'Technical cookies and storage are needed for the website to work and to remember your decisions, so they do not require your consent.',
            ],
          },
          {
            id: 'categorias',
            title: '3. Consent categories',
            paragraphs: [
              'The cookie notice asks for your consent to three categories:',
              [
                'Social (“social”): social media content and buttons embedded in the website.',
                'Analysis (“analysis”): statistical measurement of the use of the website with Matomo.',
                'Marketing (“marketing”): showing you useful content and personalising the service according to its use.',
              ],
              'If you press “Accept”, you consent to all three categories; if you press “Reject”, you consent to none and only technical cookies and storage are used. Today Enlace only sets analysis cookies; should it use social or marketing cookies in the future, it would do so only with your consent and after updating this policy.',
            ],
          },
          {
            id: 'duracion',
            title: '4. How long your decision lasts',
            paragraphs: [
              'Your decision is kept for {{cookieDays}} days. Until then we will not ask you again; after that period, or if you clear your browser’s cookies, the cookie notice will appear again.',
            ],
          },
          {
            id: 'cambiar-consentimiento',
            title: '5. How to change or withdraw your consent',
            paragraphs: [
              'You can change your mind at any time. With the “Change cookie preferences” button we delete your decision and the analysis cookies, the page reloads and the cookie notice appears again for you to choose. Withdrawing consent does not affect the lawfulness of the earlier use.',
              'You can also block or delete cookies in your browser’s settings; if you block all of them, the website may not remember your session or your language.',
            ],
          },
          {
            id: 'mas-informacion',
            title: '6. Controller and further information',
            paragraphs: [
              '{{foundation}} is responsible for the cookies of this site. To learn how your personal data is processed, read the privacy policy; for any question, write to {{organisation}} or to {{foundation}}.',
            ],
          },
        ],
      },
    },
  },
  ca: {
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
  },
});
