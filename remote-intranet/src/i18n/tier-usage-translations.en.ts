import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of tier-usage-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  tierUsage: {
    title: 'Plan and usage',
    intro:
      "Your organisation's plan and how much of each limit it uses. Once a limit is reached, Enlace does not let it be exceeded; nothing already stored is lost.",
    plan: 'Your plan',
    tiers: {
      '1': 'Free',
      '2': 'Standard',
      '3': 'Premium',
      network: "Foundation's network",
    },
    levels: {
      '1': 'Tier 1',
      '2': 'Tier 2',
      '3': 'Tier 3',
      network: 'Network tier',
    },
    usage: 'Use of the limits',
    near: 'Close to the limit',
    full: 'Limit reached',
    unlimited: 'No limit on your plan',
    contact:
      "To change your plan, contact {{foundation}}, which provides the service: your organisation's administrators can request it.",
    foundation: 'the foundation',
    resources: {
      volunteers: {
        label: 'Volunteers',
        used_one: '{{used}} of {{limit}} volunteer',
        used_other: '{{used}} of {{limit}} volunteers',
        uncapped_one: '{{used}} volunteer',
        uncapped_other: '{{used}} volunteers',
        hint: 'Everyone in the register counts, inactive volunteers too; deleted ones do not.',
        atLimit:
          'No more volunteers can be registered, neither from the intranet nor through the public sign-up on the home page.',
      },
      projects: {
        label: 'Active projects',
        used_one: '{{used}} of {{limit}} active project',
        used_other: '{{used}} of {{limit}} active projects',
        uncapped_one: '{{used}} active project',
        uncapped_other: '{{used}} active projects',
        hint: 'Closed projects do not count.',
        atLimit:
          'No other active project can be created, nor a closed one re-opened. Close one that has ended or change your plan.',
      },
      activities: {
        label: 'Open activities',
        used_one: '{{used}} of {{limit}} open activity',
        used_other: '{{used}} of {{limit}} open activities',
        uncapped_one: '{{used}} open activity',
        uncapped_other: '{{used}} open activities',
        hint: 'All count except finished and cancelled ones.',
        atLimit:
          'No activity can be created, duplicated or taken up again. Finish or cancel one that is no longer running, or change your plan.',
      },
    },
  },
};

export default texts;
