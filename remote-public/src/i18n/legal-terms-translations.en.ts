import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of legal-terms-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  legal: {
    terms: {
      title: 'Terms and conditions',
      description:
        'Terms and conditions of Enlace, the volunteer management service of {{foundation}}, in its beta phase: licence, data protection, service tiers, security, audit and liability.',
      intro:
        'These terms govern the use of Enlace, the volunteer management application that {{foundation}} provides to {{organisation}} and its other client organisations. Enlace is in its beta phase: the service is provided without a service level agreement (SLA), with a best-effort, non-guaranteed availability target of {{availability, number}}%.',
      info: { type: 'Terms of service', code: 'TYC-01' },
      sections: [
        {
          id: 'propiedad-intelectual',
          title: '1. Intellectual property and licence',
          paragraphs: [
            'Enlace, its code, design, texts and trade marks belong to {{foundation}} or to those who have authorised it to use them, and are protected by intellectual and industrial property law.',
            '{{foundation}} grants the client organisation a non-exclusive, non-transferable licence, limited to the term of the contract, for its authorised users to use Enlace to manage its own activity. The licence does not allow the service to be copied, modified, decompiled, sublicensed or assigned to third parties.',
            'The data and content the organisation enters into Enlace, including its logo, images and texts, remain its own; {{foundation}} uses them only to provide the service.',
          ],
        },
        {
          id: 'roles-proteccion-datos',
          title: '2. Roles under data protection law',
          paragraphs: [
            'For the personal data the client organisation manages in Enlace (that of its volunteers, beneficiaries, staff and the contact persons of its partner organisations), the organisation is the controller and {{foundation}} acts as processor, under Article 28 of Regulation (EU) 2016/679, the General Data Protection Regulation (GDPR).',
            '{{foundation}} is also the controller of the data of this website and of registered users’ accounts.',
            'The data processing agreement and its annexes 1 to 3 form part of these terms and set out the obligations of both parties.',
          ],
        },
        {
          id: 'obligaciones-encargado',
          title: '3. Obligations of the processor',
          paragraphs: [
            '{{foundation}}, as processor, undertakes to:',
            [
              'process the data only on the documented instructions of the client organisation and only to provide the service;',
              'ensure that the people authorised to process it have committed themselves to confidentiality;',
              'apply the security measures of section 6 and of annex 3 of the data processing agreement;',
              'notify the organisation of any personal data breach within {{breachHours}} hours of becoming aware of it;',
              'pass on to the organisation, within {{requestForwardDays}} working days, the requests to exercise their rights that it receives from data subjects;',
              'engage other processors (sub-processors) only with the organisation’s authorisation, and give {{subprocessorNoticeDays}} days’ notice of any change;',
              'at the end of the service, return or destroy the data, as the organisation chooses.',
            ],
          ],
        },
        {
          id: 'obligaciones-cliente',
          title: '4. Obligations of the client organisation',
          paragraphs: [
            'The client organisation undertakes to:',
            [
              'have a valid legal basis for each processing operation and give data subjects the information required by Articles 13 and 14 of the GDPR;',
              'authorise its users itself, give each the role that matches their duties and remove access from anyone who no longer needs it;',
              'keep access credentials safe and inform {{foundation}} without delay of any unauthorised use it becomes aware of;',
              'obtain the legal guardians’ authorisation to process the data of minors under {{minAge}} and for the volunteering of minors under {{adultAge}};',
              'not enter unlawful content nor use the service for purposes other than managing its activity;',
              'respect the limits of the service tier it has contracted.',
            ],
          ],
        },
        {
          id: 'modalidades-niveles',
          title: '5. Service modalities and tiers',
          paragraphs: [
            'Enlace is provided in three tiers and a special tier for the network of {{foundation}}:',
            [
              'Tier 1 (free): up to {{tier1Volunteers, number}} volunteers; active projects: {{tier1Projects}}; basic features; email support.',
              'Tier 2 (standard): up to {{tier2Volunteers, number}} volunteers; active projects: {{tier2Projects}}; advanced features (certifications and mailing); priority support.',
              'Tier 3 (premium): up to {{tier3Volunteers, number}} volunteers; active projects: {{tier3Projects}}; premium features (entity management and advanced reports); dedicated support.',
              'Network tier: special conditions for the organisations that are members of the network of {{foundation}}.',
            ],
            'When the organisation reaches a limit of its tier, Enlace does not allow it to be exceeded (for example, registering more volunteers) until it moves to a higher tier; the data already stored is kept.',
            'During the beta phase the service is provided without a service level agreement (SLA): {{foundation}} aims for {{availability, number}}% availability on a best-effort basis, without guaranteeing it, and will give advance notice of planned interruptions.',
            'Client organisations of the alpha and beta phases that are not members of the network of {{foundation}} will enjoy tier 2 free of charge for {{freeMonths}} months from the commercial launch.',
          ],
        },
        {
          id: 'medidas-seguridad',
          title: '6. Security measures',
          paragraphs: [
            '{{foundation}} applies technical and organisational measures appropriate to the risk, including:',
            [
              'encryption of communications with TLS 1.3 and of stored data with AES-256;',
              'granular role-based permissions, so that each user accesses only what their duties require;',
              'multi-factor authentication for administrative access;',
              'the separation of each client organisation’s data from that of the others;',
              'keeping security logs for {{securityLogsYears}} years.',
            ],
            'Annex 3 of the data processing agreement describes these measures in more detail.',
          ],
        },
        {
          id: 'auditoria',
          title: '7. Audit',
          paragraphs: [
            'The client organisation may audit how {{foundation}} meets its obligations as processor, itself or through an independent auditor bound by confidentiality, at most once every {{auditYears}} years and with {{auditNoticeDays}} working days’ notice.',
            '{{foundation}} will make available the information needed to demonstrate compliance. Each party bears its own costs of the audit.',
          ],
        },
        {
          id: 'limitacion-responsabilidad',
          title: '8. Limitation of liability',
          paragraphs: [
            'During the beta phase Enlace is offered as is, without any guarantee of availability or of being free of errors. {{foundation}} is not liable for interruptions of the service nor for indirect damage, such as loss of profit or of opportunities, except in cases of wilful misconduct or gross negligence.',
            'Each party is liable for its own breaches of data protection law, under Article 82 of the GDPR. Nothing in these terms limits any liability that cannot be limited by law.',
          ],
        },
        {
          id: 'cambios-terminos',
          title: '9. Changes to the terms',
          paragraphs: [
            '{{foundation}} may amend these terms to adapt them to legal, technical or service changes. It will publish the new version on this page, with its date and version number, and will give client organisations {{termsNoticeDays}} days’ notice of relevant changes before they take effect.',
            'If the organisation does not agree with a change, it may terminate the contract before the change takes effect; if it keeps using the service afterwards, it is deemed to accept it.',
          ],
        },
        {
          id: 'vigencia-terminacion',
          title: '10. Term and termination',
          paragraphs: [
            'These terms apply from when the organisation starts using Enlace and for as long as it uses it. Either party may terminate the contract by giving the other written notice; {{foundation}} may also suspend or terminate the service if the organisation seriously breaches these terms.',
            'On termination, the organisation chooses whether {{foundation}} returns the data or destroys it; if it has not chosen within {{returnChoiceDays}} days of the end of the service, the data is returned. {{foundation}} then deletes any copies it holds, except those the law requires it to keep, which remain blocked.',
            'These terms are governed by Spanish law. To settle any dispute, the parties submit to the courts of Málaga.',
          ],
        },
      ],
    },
  },
};

export default texts;
