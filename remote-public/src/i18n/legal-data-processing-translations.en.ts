import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of legal-data-processing-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  legal: {
    dataProcessing: {
      title: 'Data processing agreement',
      description:
        'Data processing agreement between {{organisation}} and {{foundation}} for the Enlace service, with its annexes: data and data subjects, sub-processors and security measures.',
      intro:
        'This agreement, provided for in Article 28 of Regulation (EU) 2016/679, the General Data Protection Regulation (GDPR), governs the processing of personal data that {{foundation}} carries out on behalf of {{organisation}} when providing it with the Enlace service. It forms part of the terms and conditions of the service.',
      info: { type: 'Agreement', code: 'DPA-01' },
      sections: [
        {
          id: 'partes-objeto',
          title: '1. Parties and subject matter',
          paragraphs: [
            'On the one hand, {{organisation}} (the organisation), the controller. On the other, {{foundation}}, the processor.',
            'The subject matter of the agreement is the processing of the personal data needed to provide Enlace: the management of volunteers, activities and their interventions, beneficiaries, staff, partner organisations and places. Annex 1 lists the categories of data and of data subjects.',
          ],
        },
        {
          id: 'duracion',
          title: '2. Duration',
          paragraphs: [
            'The agreement lasts as long as the service is provided. The confidentiality obligations and those on the return or destruction of the data remain in force after it ends.',
          ],
        },
        {
          id: 'instrucciones-confidencialidad',
          title: '3. Instructions and confidentiality',
          paragraphs: [
            '{{foundation}} will process the data only on the documented instructions of the organisation, which are these clauses and the settings the organisation makes in Enlace. If it considers that an instruction infringes data protection law, it will inform the organisation immediately.',
            'The people who work for {{foundation}} and may access the data are bound by a duty of confidentiality that continues after their relationship with it ends.',
          ],
        },
        {
          id: 'subencargados',
          title: '4. Sub-processors',
          paragraphs: [
            'The organisation authorises {{foundation}} to engage the sub-processors of annex 2. {{foundation}} will inform it of any addition or replacement {{subprocessorNoticeDays}} days in advance, and the organisation may object on reasonable grounds within {{objectionDays}} days of being informed; if it objects and no alternative is found, it may terminate the agreement.',
            'Each sub-processor is bound by contract to the same data protection obligations as this agreement imposes on {{foundation}}, which remains liable to the organisation for their performance.',
          ],
        },
        {
          id: 'transferencias',
          title: '5. International transfers',
          paragraphs: [
            'Where a sub-processor processes data in the United States, the transfer relies on the EU-US Data Privacy Framework, if the provider participates in it, or on the standard contractual clauses approved by the European Commission, with any additional measures needed.',
          ],
        },
        {
          id: 'seguridad',
          title: '6. Security measures',
          paragraphs: [
            '{{foundation}} will apply the technical and organisational measures of annex 3, including TLS 1.3 encryption in transit and AES-256 encryption at rest, granular role-based permissions and multi-factor authentication for administrative access.',
          ],
        },
        {
          id: 'violaciones-seguridad',
          title: '7. Personal data breaches',
          paragraphs: [
            '{{foundation}} will notify the organisation of any personal data breach without undue delay and within {{breachHours}} hours of becoming aware of it. The notice will describe its nature, the categories and approximate number of data subjects and records concerned, its likely consequences and the measures taken or proposed, and will give a contact point.',
            '{{foundation}} will help the organisation so that the notice to the supervisory authority is also given within {{breachHours}} hours and, where required, to communicate the breach to the people affected.',
          ],
        },
        {
          id: 'derechos-interesados',
          title: '8. Data subjects’ rights',
          paragraphs: [
            'If a data subject exercises their rights of access, rectification, erasure, objection, restriction of processing or portability with {{foundation}}, {{foundation}} will pass the request on to the organisation within {{requestForwardDays}} working days, together with the information needed to deal with it.',
            'The organisation answers the data subject within the one month set by the GDPR, and {{foundation}} will assist it with Enlace’s features to do so.',
          ],
        },
        {
          id: 'auditorias',
          title: '9. Audits',
          paragraphs: [
            '{{foundation}} will make available to the organisation the information needed to demonstrate compliance with this agreement and will allow audits, carried out by the organisation or by an auditor it appoints who is bound by confidentiality, at most once every {{auditYears}} years and with {{auditNoticeDays}} working days’ notice.',
          ],
        },
        {
          id: 'otras-obligaciones',
          title: '10. Other obligations of the parties',
          paragraphs: [
            '{{foundation}} will keep a record of the processing activities it carries out on behalf of the organisation and will assist it, where needed, with data protection impact assessments and prior consultations with the supervisory authority.',
            'The organisation will provide {{foundation}} with the data and instructions needed, will have a legal basis for each processing operation, will authorise its own users and will oversee compliance with this agreement.',
          ],
        },
        {
          id: 'fin-prestacion',
          title: '11. End of the service: return or destruction',
          paragraphs: [
            'When the service ends, the organisation will choose whether {{foundation}} returns the data to it, in a structured, commonly used format, or destroys it. If it has not chosen within {{returnChoiceDays}} days of the end of the service, the data will be returned.',
            'After the return or destruction, {{foundation}} will delete any copies it holds. It will keep, duly blocked, only the data a law requires it to keep, and for the period that law sets.',
          ],
        },
        {
          id: 'conservacion',
          title: '12. Retention periods',
          paragraphs: [
            'While the service lasts, data is kept for these periods:',
            [
              'data of active users: for the duration of the contract;',
              'donations: {{donationsYears}} years;',
              'security logs: {{securityLogsYears}} years;',
              'certifications: {{certificationsYears}} years.',
            ],
          ],
        },
        {
          id: 'responsabilidad-jurisdiccion',
          title: '13. Liability, governing law and jurisdiction',
          paragraphs: [
            'Each party is liable for the damage it causes by breaching this agreement or data protection law, under Article 82 of the GDPR.',
            'This agreement is governed by Spanish law. To settle any dispute, the parties submit to the courts of Málaga.',
          ],
        },
        {
          id: 'anexo-1',
          title: 'Annex 1. Categories of personal data and of data subjects',
          paragraphs: [
            'Categories of personal data:',
            [
              'identification: name, surname, national identity document or other identity document, and date of birth;',
              'contact: email, phone and postal address;',
              'professional: skills, availability and experience;',
              'documents: the sexual offences certificate where the law requires it, and the photo of the identity document;',
              'economic: the IBAN for refunding expenses;',
              'participation: the activities each person takes part in, certifications, donations and tax certificates.',
            ],
            'Categories of data subjects:',
            [
              'volunteers;',
              'beneficiaries;',
              'donors;',
              'administrative staff and representatives of the organisation;',
              'contact persons of partner organisations.',
            ],
          ],
        },
        {
          id: 'anexo-2',
          title: 'Annex 2. Authorised sub-processors',
          paragraphs: [
            [
              'a cloud infrastructure provider, with data centres in the European Union and the United States: hosting and running the application;',
              'a transactional email provider, in the United States: sending account activation, password recovery and guardian authorisation emails;',
              'a Spanish hosting provider: hosting the website and the database in Spain.',
            ],
            'The identity of each provider is given to the organisation when it contracts the service and whenever it changes, with the notice of clause 4.',
          ],
        },
        {
          id: 'anexo-3',
          title: 'Annex 3. Technical and organisational security measures',
          paragraphs: [
            [
              'encryption of data in transit with TLS 1.3 and at rest with AES-256;',
              'access control with granular role-based permissions: each user accesses only what their duties require, and it is the organisation that authorises them;',
              'multi-factor authentication for administrative access;',
              'separation of each organisation’s data from that of the others, in the application and in the database;',
              'passwords of {{passwordMin}} to {{passwordMax}} characters, stored with argon2id and rejected if they appear in lists of compromised passwords; sessions that expire and are renewed with single-use credentials;',
              'security logs kept for {{securityLogsYears}} years;',
              'a duty of confidentiality and data protection training for the staff with access to the data;',
              'a procedure for handling security breaches, with notice to the organisation within {{breachHours}} hours at most.',
            ],
          ],
        },
      ],
    },
  },
};

export default texts;
