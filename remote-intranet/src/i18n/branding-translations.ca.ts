import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of branding-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  branding: {
    title: 'Marca',
    intro:
      "El color, els logotips, les imatges i els textos de la portada que veuen les persones que visiten el web de l'entitat i llegeixen els seus correus.",
    sections: {
      organisation: 'Entitat',
      color: 'Color principal',
      images: 'Imatges',
      imagesHint: 'PNG, JPEG o WebP de fins a {{max}} MB. Es desen optimitzades en pujar-les.',
      copies: 'Textos de la portada',
      copiesHint:
        "El castellà és la versió base. L'anglès i el català són opcionals: si els omples, completa tots els textos que tingui el castellà; si els deixes buits, es mostra el castellà.",
      analytics: 'Analítica (Matomo)',
      analyticsHint: 'Omple els dos camps per comptar les visites, o deixa’ls buits per no fer-ho.',
      reminders: 'Recordatoris de les sessions',
      remindersHint:
        "Cada voluntari que s'ha apuntat a una sessió rep un correu que la hi recorda, amb el dia, l'hora i el lloc.",
      waitingLists: "Llistes d'espera",
      waitingListsHint:
        "Quan una sessió és plena, els voluntaris poden apuntar-se a la seva llista d'espera. Si s'allibera una plaça, la primera persona de la llista hi entra i rep un correu.",
      preview: 'Previsualització',
      previewHint: 'Així es veurà la portada en {{language}} amb el que has escrit (abans de desar).',
    },
    fields: {
      companyName: "Nom de l'entitat",
      webUrl: "Web de l'entitat",
      color: 'Color principal',
      colorPicker: 'Triar el color',
      colorHint: 'En format #rrggbb. Els botons porten el text en blanc sobre aquest color.',
      matomoHost: 'Adreça de Matomo',
      matomoHostHint: 'Per exemple, https://analitica.entitat.org',
      matomoSiteId: 'Identificador del lloc',
      matomoSiteIdHint: 'El número del lloc a Matomo, per exemple 3.',
      sessionReminderHours: "Hores d'antelació del recordatori",
      sessionReminderHoursHint: 'De 1 a {{max}} hores abans de la sessió; 0 per no enviar recordatoris.',
      waitingListOffers: 'Oferir la plaça abans de donar-la',
      waitingListOffersHint:
        "La primera persona de la llista rep un correu i té {{hours}} hores per acceptar la plaça; si no l'accepta a temps o la rebutja, passa a la següent.",
    },
    contrastOk: 'El text blanc es llegeix bé sobre aquest color (contrast {{ratio}}:1).',
    languages: { es: 'Español', en: 'English', ca: 'Català' },
    languagesLabel: 'Idioma dels textos',
    translationEmpty: 'Sense traducció: en aquest idioma la portada es mostra en castellà.',
    translationMissing: 'Falten textos que té el castellà: {{fields}}.',
    translationComplete: 'Traducció completa.',
    copies: {
      hero_title_1: 'Títol de la portada (primera línia)',
      hero_title_2: 'Títol de la portada (segona línia)',
      hero_text: 'Text de la portada',
      hero_btn: 'Text del botó de la portada',
      home_title: 'Títol de «Com ajudar»',
      home_text_1: 'Text destacat 1',
      home_text_2: 'Text destacat 2',
      home_text_3: 'Text destacat 3',
      home_text_4: 'Text destacat 4',
      home_text_5: 'Text destacat 5',
      home_text_6: 'Text destacat 6',
      volunteer_form_title: 'Títol del formulari de voluntariat',
    },
    images: {
      logo_dark: 'Logotip (per a fons clars)',
      logo_light: 'Logotip (per a fons foscos)',
      hero_img: 'Imatge de la portada',
      volunteer_form_img: 'Imatge del formulari de voluntariat',
      favicon: 'Icona de la pestanya',
      hints: {
        logo_dark: "Com a mínim 64 píxels d'alt.",
        logo_light: "Com a mínim 64 píxels d'alt. S'usa als correus.",
        hero_img: 'Com a mínim 1200 × 400 píxels.',
        volunteer_form_img: 'Com a mínim 600 × 400 píxels.',
        favicon: 'Quadrada, de com a mínim 32 × 32 píxels.',
      },
      own: 'Imatge pròpia',
      default: 'Imatge predeterminada',
      thumbnail: 'Vista de «{{name}}»',
      upload: 'Pujar imatge',
      uploadNamed: 'Pujar imatge: {{name}}',
      restore: 'Restaurar la predeterminada',
      restoreNamed: 'Restaurar la predeterminada: {{name}}',
    },
  },
};

export default texts;
