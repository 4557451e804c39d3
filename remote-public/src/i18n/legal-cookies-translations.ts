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
  en: () => import('./legal-cookies-translations.en').then((texts) => texts.default),
  ca: () => import('./legal-cookies-translations.ca').then((texts) => texts.default),
});
