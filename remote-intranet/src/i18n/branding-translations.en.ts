import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of branding-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  branding: {
    title: 'Branding',
    intro:
      "The colour, logos, images and home page texts that people see on the organisation's website and in its emails.",
    sections: {
      organisation: 'Organisation',
      color: 'Main colour',
      images: 'Images',
      imagesHint: 'PNG, JPEG or WebP up to {{max}} MB. They are optimised when uploaded.',
      copies: 'Home page texts',
      copiesHint:
        'Spanish is the base version. English and Catalan are optional: if you fill them in, complete every text the Spanish has; if you leave them empty, Spanish is shown.',
      analytics: 'Analytics (Matomo)',
      analyticsHint: 'Fill in both fields to count visits, or leave them empty not to.',
      reminders: 'Session reminders',
      remindersHint:
        'Each volunteer who joined a session gets an email that reminds them of it, with its day, time and place.',
      waitingLists: 'Waiting lists',
      waitingListsHint:
        'When a session is full, volunteers can join its waiting list. When a place becomes free, the first person on the list gets it and an email.',
      preview: 'Preview',
      previewHint: 'This is how the home page will look in {{language}} with what you wrote (before saving).',
    },
    fields: {
      companyName: 'Organisation name',
      webUrl: "Organisation's website",
      color: 'Main colour',
      colorPicker: 'Pick the colour',
      colorHint: 'As #rrggbb. Buttons have white text on this colour.',
      matomoHost: 'Matomo address',
      matomoHostHint: 'For example, https://analytics.organisation.org',
      matomoSiteId: 'Site id',
      matomoSiteIdHint: "The site's number in Matomo, for example 3.",
      sessionReminderHours: 'Hours before the session',
      sessionReminderHoursHint: 'From 1 to {{max}} hours before the session; 0 to send no reminders.',
      waitingListOffers: 'Offer the place before giving it',
      waitingListOffersHint:
        'The first person on the list gets an email and has {{hours}} hours to accept the place; if they do not accept it in time, or decline it, it goes to the next.',
    },
    contrastOk: 'White text reads well on this colour (contrast {{ratio}}:1).',
    languages: { es: 'Español', en: 'English', ca: 'Català' },
    languagesLabel: 'Language of the texts',
    translationEmpty: 'No translation: in this language the home page shows in Spanish.',
    translationMissing: 'Texts the Spanish has are missing: {{fields}}.',
    translationComplete: 'Translation complete.',
    copies: {
      hero_title_1: 'Home title (first line)',
      hero_title_2: 'Home title (second line)',
      hero_text: 'Home text',
      hero_btn: "Home button's text",
      home_title: 'Title of “How to help”',
      home_text_1: 'Highlight 1',
      home_text_2: 'Highlight 2',
      home_text_3: 'Highlight 3',
      home_text_4: 'Highlight 4',
      home_text_5: 'Highlight 5',
      home_text_6: 'Highlight 6',
      volunteer_form_title: 'Title of the volunteer form',
    },
    images: {
      logo_dark: 'Logo (for light backgrounds)',
      logo_light: 'Logo (for dark backgrounds)',
      hero_img: 'Home image',
      volunteer_form_img: 'Volunteer form image',
      favicon: 'Tab icon',
      hints: {
        logo_dark: 'At least 64 pixels high.',
        logo_light: 'At least 64 pixels high. Used in emails.',
        hero_img: 'At least 1200 × 400 pixels.',
        volunteer_form_img: 'At least 600 × 400 pixels.',
        favicon: 'Square, at least 32 × 32 pixels.',
      },
      own: 'Own image',
      default: 'Default image',
      thumbnail: 'View of “{{name}}”',
      upload: 'Upload image',
      uploadNamed: 'Upload image: {{name}}',
      restore: 'Restore the default',
      restoreNamed: 'Restore the default: {{name}}',
    },
  },
};

export default texts;
