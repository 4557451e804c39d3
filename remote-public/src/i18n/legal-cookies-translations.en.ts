import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of legal-cookies-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
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
};

export default texts;
