/** English texts: cookie consent (SPEC §1: necessary always on; functional, statistic, marketing, unclassified off until allowed). */
export const consentEn = {
  title: 'Cookies on Sportzone',
  compactText: 'Cookies: necessary ones only, unless you allow more.',
  text: 'We use cookies and similar storage in your browser. Necessary ones keep the site working and you signed in; the others only with your consent. You can change your choice at any time under Cookie settings.',
  acceptAll: 'Accept all',
  rejectAll: 'Necessary only',
  customize: 'Choose',
  save: 'Save my choice',
  settings: 'Cookie settings',
  settingsTitle: 'Cookie settings',
  settingsIntro:
    'Choose which cookies and storage Sportzone may use in this browser. Necessary ones are always on; the rest are off until you allow them.',
  saved: 'Your cookie choice is saved.',
  alwaysOn: 'Always on',
  privacyLink: 'Privacy policy',
  categories: {
    necessary: {
      title: 'Necessary',
      text: 'Needed for the site to work: your sign-in, the scores a scorer enters while offline until they are sent, this cookie choice, the protection against reload loops after an update, the interface language you pick (cookie spz_locale, 365 days: you asked for it), and the app’s offline copy (the site’s own program files and settings, kept by its service worker so pages open without a network; nothing about you).',
    },
    functional: {
      title: 'Functional',
      text: 'Remember your preferences: the sport you picked, which side of the scoring console is on the left, and how live video plays.',
    },
    statistic: {
      title: 'Statistics',
      text: 'Help us understand how the site is used, counted anonymously. Sportzone uses none at the moment.',
    },
    marketing: {
      title: 'Marketing',
      text: 'Used to show advertising that matches your interests, also on other sites. Sportzone uses none at the moment.',
    },
    unclassified: {
      title: 'Unclassified',
      text: 'Cookies we are still classifying together with the providers of the individual cookies.',
    },
  },
};
