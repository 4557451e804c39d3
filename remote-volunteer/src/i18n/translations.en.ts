import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  title: 'Volunteer area',
  greeting: 'Hello, {{name}}',
  intro: 'Here you will find the available activities and your own.',
  nav: {
    label: 'Sections of the volunteer area',
    home: 'Home',
    myActivities: 'My activities',
    calendar: 'Calendar',
    myProfile: 'My profile',
  },
  warning: {
    notValidatedTitle: 'Profile pending validation',
    notValidatedText:
      "Your profile is pending validation: you cannot sign up to activities yet. The organisation's team will review your details.",
    tutorPendingTitle: "Your guardian's authorisation is pending",
    tutorPendingText:
      'As you are under 18, your legal guardian has to authorise your volunteering before your first sign-up. We have emailed them the link to do so.',
  },
  home: {
    availableTitle: 'Available activities',
    emptyTitle: 'No activities are available right now',
    emptyText: 'When the organisation publishes new activities, they will show here.',
  },
  list: {
    shown: 'Showing {{shown}} of {{total}}',
    seeMore: 'See more',
    retry: 'Try again',
  },
  card: {
    dates: 'From {{start}} to {{end}}',
    nextDate: 'Next session: {{date}}',
    openInterventions_one: '{{count}} open session',
    openInterventions_other: '{{count}} open sessions',
  },
  activityType: {
    educational: 'Educational',
    social: 'Social',
    health: 'Health',
    other: 'Other',
  },
  mode: { online: 'Online', onsite: 'On site', hybrid: 'Hybrid' },
  activity: {
    title: 'Activity',
    back: 'Back to the activities',
    interventions: 'Sessions',
    noInterventions: 'This activity has no sessions yet.',
    notFoundTitle: 'Activity not available',
    notFoundText: 'This activity does not exist or is no longer open to volunteers.',
  },
  intervention: {
    time: '{{start}} to {{end}}',
    online: 'Online',
    freePlaces_one: '{{count}} place left',
    freePlaces_other: '{{count}} places left',
    full: 'Full',
    held: 'Already held',
    subscribed: 'You are signed up',
    subscribe: 'Sign me up',
    unsubscribe: 'Cancel my sign-up',
    refusal: {
      completed: 'This session has already been held.',
      notOpen: 'This session does not accept sign-ups yet.',
      full: 'There are no places left in this session.',
      'volunteer-not-validated': 'You can sign up once your profile is validated.',
      'minor-volunteer-authorisation-pending':
        'You can sign up once your legal guardian authorises your volunteering.',
    },
  },
  unsubscribe: {
    title: 'Cancel your sign-up?',
    text: 'Your place on {{date}} will be freed. If you change your mind, you can sign up again while places remain.',
    keep: 'Keep my sign-up',
  },
  myActivities: {
    title: 'My activities',
    upcoming: 'Upcoming',
    past: 'Past',
    upcomingEmptyTitle: 'You have no upcoming sessions',
    upcomingEmptyText: 'Sign up to an activity from the home page and you will see it here.',
    pastEmptyTitle: 'You have no past sessions yet',
    pastEmptyText: 'The sessions you take part in will show here once they have been held.',
    hours: {
      tab: 'My hours',
      totalLabel: 'Time you have given as a volunteer',
      duration: '{{hours}} h {{minutes}} min',
      durationHours: '{{hours}} h',
      durationMinutes: '{{minutes}} min',
      sessions_one: 'In {{count}} session',
      sessions_other: 'In {{count}} sessions',
      emptyTitle: 'You have no hours recorded yet',
      emptyText: 'Once the team records your attendance at a session, you will see the time you gave here.',
      period: 'Period',
      periods: { all: 'All my volunteering', thisYear: 'This year', lastYear: 'Last year' },
      emptyPeriod: 'You have no hours recorded in this period.',
    },
    certificates: {
      title: 'Certificate of volunteering',
      intro:
        'Download as a PDF the certificate of the hours you have given, with the activities and their sessions, issued by the organisation under the Volunteering Law.',
      from: 'From',
      to: 'To',
      periodHint: 'Leave the dates empty to include all your time as a volunteer.',
      download: 'Download certificate',
      issuing: 'Preparing the certificate…',
      issuedTitle: 'Certificates issued',
      allTime: 'All your time as a volunteer',
      period: 'From {{from}} to {{to}}',
      summary: '{{hours}} · issued on {{date}}',
      downloadAgain: 'Download',
      downloadAgainOf: 'Download certificate {{reference}}',
    },
  },
  myProfile: {
    title: 'My profile',
    intro: 'Keep your details, your availability and what you like doing as a volunteer up to date.',
    emailHint: 'It is your sign-in name; it is not changed here.',
    aboutMe: 'About me',
    howWeMet: 'How did you hear about us?',
    calendar: {
      title: 'Calendar',
      intro:
        'Subscribe to your sessions from Google Calendar, Apple Calendar or Outlook with this private link: they keep themselves up to date. Anyone who has the link can see your sessions; do not share it.',
      url: 'Your calendar link',
      copy: 'Copy link',
      copied: 'Link copied',
      copyByHand: 'The link could not be copied automatically. It is selected: copy it by hand.',
      subscribe: 'Add to my calendar',
      change: 'Change the link',
      changeTitle: 'Change the calendar link?',
      changeText:
        'The current link will stop working: calendars subscribed with it will no longer receive your sessions, and you will have to subscribe with the new one.',
      changed: 'Link changed',
    },
  },
};

export default texts;
