import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of legal-privacy-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  legal: {
    privacy: {
      title: 'Privacy policy',
      description:
        'How {{organisation}} and {{foundation}} process your personal data in Enlace: what data, why, for how long, who else processes it and how to exercise your rights.',
      intro:
        'This policy explains how the personal data of the people who use the website and application of {{organisation}}, run with Enlace, the service of {{foundation}}, is processed.',
      info: { type: 'Policy', code: 'POL-PRIV-01' },
      sections: [
        {
          id: 'responsable',
          title: '1. Data controller',
          paragraphs: [
            '{{organisation}} is the controller of the data of its volunteers, beneficiaries, staff and the contact persons of its partner organisations.',
            '{{foundation}} processes that data on behalf of {{organisation}}, as processor, to provide the Enlace service. {{foundation}} is also the controller of this website and of registered users’ accounts.',
          ],
        },
        {
          id: 'contacto',
          title: '2. Contact details',
          paragraphs: [
            'For any question about your data you can contact {{organisation}} through the contact details on its website, or {{foundation}} at its data protection address.',
          ],
        },
        {
          id: 'datos',
          title: '3. What data we process',
          paragraphs: [
            'Identification data (name, surname, ID document, date of birth); contact data (email, phone, postal address); professional data (skills, availability, experience); documents (the sexual offences certificate where the law requires it, the photo of the ID document); economic data (the IBAN to refund expenses); and data on participation, certifications, donations and tax certificates.',
          ],
        },
        {
          id: 'interesados',
          title: '4. Whom it concerns',
          paragraphs: [
            'Volunteers, beneficiaries, donors, administrative staff and representatives of the organisations, and the contact persons of partner organisations.',
          ],
        },
        {
          id: 'finalidades',
          title: '5. Why we process it',
          paragraphs: [
            'To manage the registration and profile of volunteers, organise activities and their interventions, record who takes part, ask for and keep the authorisations of guardians, communicate with you and meet the legal obligations of {{organisation}}.',
          ],
        },
        {
          id: 'base-juridica',
          title: '6. Legal basis',
          paragraphs: [
            'The volunteering or care relationship you have with {{organisation}}, your consent when you sign up or accept cookies, legal obligations (such as the sexual offences certificate) and the legitimate interest in the security of the service.',
          ],
        },
        {
          id: 'menores',
          title: '7. Minors',
          paragraphs: [
            'The minimum age for us to process your data with your own consent is {{minAge}}; below that, your legal guardians’ authorisation is needed, and your account is not activated until they give it.',
            'To take part in volunteering activities, people under {{adultAge}} need the authorisation of their parent or legal guardian, who gives it from the link they receive by email.',
          ],
        },
        {
          id: 'conservacion',
          title: '8. How long we keep it',
          paragraphs: [
            'Data of active users, for as long as the contract with {{organisation}} lasts; donations, {{donationsYears}} years; security logs, {{securityLogsYears}} years; certifications, {{certificationsYears}} years. Afterwards it is deleted or returned to {{organisation}}.',
          ],
        },
        {
          id: 'destinatarios',
          title: '9. Who else processes it',
          paragraphs: [
            'Only the authorised sub-processors that make the service possible: a cloud infrastructure provider (EU and US), a transactional email provider (US) and a hosting provider in Spain. A change of sub-processor is announced {{subprocessorNoticeDays}} days in advance and {{organisation}} may object within {{objectionDays}} days.',
          ],
        },
        {
          id: 'transferencias',
          title: '10. International transfers',
          paragraphs: [
            'The providers in the United States process the data with the safeguards of the General Data Protection Regulation: the European Commission’s standard contractual clauses or their participation in the EU-US Data Privacy Framework.',
          ],
        },
        {
          id: 'derechos',
          title: '11. Your rights',
          paragraphs: [
            'You may access your data, rectify it, erase it, object to its processing, ask for it to be restricted and take it to another service (portability), and withdraw your consent at any time.',
          ],
        },
        {
          id: 'ejercicio',
          title: '12. How to exercise them',
          paragraphs: [
            'Write to {{organisation}}. If the request reaches {{foundation}}, it passes it on to {{organisation}} within {{requestForwardDays}} working days, and you will be answered within one month.',
          ],
        },
        {
          id: 'reclamacion',
          title: '13. Complaints to the authority',
          paragraphs: [
            'If you believe your data has not been handled properly, you can complain to the Spanish Data Protection Agency (www.aepd.es).',
          ],
        },
        {
          id: 'seguridad',
          title: '14. Security',
          paragraphs: [
            'Data travels encrypted with TLS 1.3 and is stored encrypted with AES-256. Each staff member sees only what their role allows, each organisation’s data is kept apart from the others’, and administrative access requires multi-factor authentication.',
          ],
        },
        {
          id: 'brechas',
          title: '15. Security breaches',
          paragraphs: [
            'Should a security breach occur, {{foundation}} would notify {{organisation}} within {{breachHours}} hours and the supervisory authority within the same period, and the people affected where the law requires it.',
          ],
        },
        {
          id: 'cookies',
          title: '16. Cookies',
          paragraphs: [
            'We use our own and third-party cookies for statistical analysis, session authentication and personalising the service, only if you accept them. Your choice is kept for {{cookieDays}} days. The cookie policy gives the details.',
          ],
        },
        {
          id: 'cambios',
          title: '17. Changes to this policy',
          paragraphs: [
            'If we change this policy, we will publish the new version on this page with its date, and let you know if the change is relevant.',
          ],
        },
      ],
    },
  },
};

export default texts;
