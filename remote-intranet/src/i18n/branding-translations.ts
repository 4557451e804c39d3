import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The branding screen's texts, in the intranet namespace; kept apart from translations.ts like the places'.
addTranslations(I18N_NAMESPACE, {
  es: {
    branding: {
      title: 'Marca',
      intro:
        'El color, los logotipos, las imágenes y los textos de la portada que ven las personas que visitan la web de la organización y leen sus correos.',
      sections: {
        organisation: 'Organización',
        color: 'Color principal',
        images: 'Imágenes',
        imagesHint: 'PNG, JPEG o WebP de hasta {{max}} MB. Se guardan optimizadas al subirlas.',
        copies: 'Textos de la portada',
        copiesHint:
          'El español es la versión base. El inglés y el catalán son opcionales: si los rellenas, completa todos los textos que tenga el español; si los dejas vacíos, se muestra el español.',
        analytics: 'Analítica (Matomo)',
        analyticsHint: 'Rellena los dos campos para contar las visitas, o déjalos vacíos para no hacerlo.',
        reminders: 'Recordatorios de las sesiones',
        remindersHint:
          'Cada voluntario que se ha apuntado a una sesión recibe un correo que se la recuerda, con su día, hora y lugar.',
        waitingLists: 'Listas de espera',
        waitingListsHint:
          'Cuando una sesión está llena, los voluntarios pueden apuntarse a su lista de espera. Si se libera una plaza, la primera persona de la lista entra y recibe un correo.',
        preview: 'Vista previa',
        previewHint: 'Así se verá la portada en {{language}} con lo que has escrito (antes de guardar).',
      },
      fields: {
        companyName: 'Nombre de la organización',
        webUrl: 'Web de la organización',
        color: 'Color principal',
        colorPicker: 'Elegir el color',
        colorHint: 'En formato #rrggbb. Los botones llevan el texto en blanco sobre este color.',
        matomoHost: 'Dirección de Matomo',
        matomoHostHint: 'Por ejemplo, https://analitica.entidad.org',
        matomoSiteId: 'Identificador del sitio',
        matomoSiteIdHint: 'El número del sitio en Matomo, por ejemplo 3.',
        sessionReminderHours: 'Horas de antelación del recordatorio',
        sessionReminderHoursHint: 'De 1 a {{max}} horas antes de la sesión; 0 para no enviar recordatorios.',
        waitingListOffers: 'Ofrecer la plaza antes de darla',
        waitingListOffersHint:
          'La primera persona de la lista recibe un correo y tiene {{hours}} horas para aceptar la plaza; si no la acepta a tiempo o la rechaza, pasa a la siguiente.',
      },
      contrastOk: 'El texto blanco se lee bien sobre este color (contraste {{ratio}}:1).',
      languages: { es: 'Español', en: 'English', ca: 'Català' },
      languagesLabel: 'Idioma de los textos',
      translationEmpty: 'Sin traducción: en este idioma la portada se muestra en español.',
      translationMissing: 'Faltan textos que tiene el español: {{fields}}.',
      translationComplete: 'Traducción completa.',
      copies: {
        hero_title_1: 'Título de la portada (primera línea)',
        hero_title_2: 'Título de la portada (segunda línea)',
        hero_text: 'Texto de la portada',
        hero_btn: 'Texto del botón de la portada',
        home_title: 'Título de «Cómo ayudar»',
        home_text_1: 'Texto destacado 1',
        home_text_2: 'Texto destacado 2',
        home_text_3: 'Texto destacado 3',
        home_text_4: 'Texto destacado 4',
        home_text_5: 'Texto destacado 5',
        home_text_6: 'Texto destacado 6',
        volunteer_form_title: 'Título del formulario de voluntariado',
      },
      images: {
        logo_dark: 'Logotipo (para fondos claros)',
        logo_light: 'Logotipo (para fondos oscuros)',
        hero_img: 'Imagen de la portada',
        volunteer_form_img: 'Imagen del formulario de voluntariado',
        favicon: 'Icono de la pestaña',
        hints: {
          logo_dark: 'Al menos 64 píxeles de alto.',
          logo_light: 'Al menos 64 píxeles de alto. Se usa en los correos.',
          hero_img: 'Al menos 1200 × 400 píxeles.',
          volunteer_form_img: 'Al menos 600 × 400 píxeles.',
          favicon: 'Cuadrado, de al menos 32 × 32 píxeles.',
        },
        own: 'Imagen propia',
        default: 'Imagen predeterminada',
        thumbnail: 'Vista de «{{name}}»',
        upload: 'Subir imagen',
        uploadNamed: 'Subir imagen: {{name}}',
        restore: 'Restaurar la predeterminada',
        restoreNamed: 'Restaurar la predeterminada: {{name}}',
      },
    },
  },
  en: () => import('./branding-translations.en').then((texts) => texts.default),
  ca: () => import('./branding-translations.ca').then((texts) => texts.default),
});
