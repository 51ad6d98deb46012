import { accountEn } from './account.en';
import { liveScoringEn } from './live-scoring.en';
import { viewerEn } from './viewer.en';
import { commonEn } from './common.en';
import { organizerEn } from './organizer.en';
import { orgResourcesEn } from './org-resources.en';
import { orgsEn } from './orgs.en';
import { orgMembershipEn } from './org-membership.en';
import { orgMatchesEn } from './org-matches.en';
import { tournamentViewsEn } from './tournament-views.en';
import { tournamentManageEn } from './tournament-manage.en';
import { boardEn } from './board.en';
import { calendarEn } from './calendar.en';
import { notificationsEn } from './notifications.en';
import { streamingEn } from './streaming.en';
import { consentEn } from './consent.en';
import { appUpdateEn } from './pwa.en';
import { apiKeysEn } from './api-keys.en';
import { webhooksEn } from './webhooks.en';
import { exportsEn } from './exports.en';
import { importsEn } from './imports.en';

/**
 * English texts. Every visible string of the app lives here or in the area files spread in below
 * (`*.en.ts`), and in bg.ts with the same keys (bg.ts is checked against this shape).
 */
const en = {
  ...viewerEn,
  common: { ...viewerEn.common, ...commonEn },
  sports: {
    tennis: 'Tennis',
    badminton: 'Badminton',
    volleyball: 'Volleyball',
    'table-tennis': 'Table tennis',
    snooker: 'Snooker',
    bowling: 'Bowling',
  },
  sportBlurbs: {
    tennis: 'Points, games, sets and tie-breaks, with the server marked.',
    badminton: 'Rally scoring to 21, with every rally in the timeline.',
    volleyball: 'Sets to 25, a deciding fifth set to 15, with timeouts.',
    'table-tennis': 'Games to 11, win by two, service changing every two points.',
    snooker: 'Frames, breaks and every ball potted, red by red.',
    bowling: 'Ten frames, strikes and spares, scored roll by roll.',
  },
  sportSwitch: {
    label: 'Sport',
    choose: 'Choose your sport',
  },
  userMenu: {
    label: 'Account menu',
    signedInAs: 'Signed in as',
    profile: 'My profile',
    dashboard: 'My dashboard',
    preferences: 'Sport preferences',
    requests: 'My requests',
    adminSection: 'Administration',
    userManagement: 'User management',
    userRequests: 'User requests',
  },
  service: {
    bannerTitle: 'Sportzone cannot reach its server',
    bannerText: 'Signing in and your personal pages are not available right now. Public pages still work.',
  },
  toast: {
    success: 'Done',
    error: 'Something went wrong',
    info: 'Good to know',
    warning: 'Please note',
  },
  errors: {
    badRequest: 'Arguments provided are invalid. Please check and try again.',
    unauthorized: 'You are not logged in or your session has expired. Please login and try again.',
    forbidden: "You don't have required premissions.",
    server: 'An error occurred while processing your request. Please try again later.',
    network: 'Could not reach the server. Check your connection and try again.',
    unknown: 'Something unexpected happened.',
  },
  titles: {
    login: 'Sign in',
    profile: 'Your profile',
    createProfile: 'Create your profile',
    dashboard: 'Dashboard',
    unavailable: 'Service unavailable',
    privacy: 'Privacy policy',
    notFound: 'Page not found',
    error: 'Error',
    signingIn: 'Signing in',
    preferences: 'Sport preferences',
    deleteAccount: 'Delete your account',
    requests: 'Requests',
    userManagement: 'User management',
    userRequests: 'User requests',
  },
  home: {
    kicker: 'Live scores · Results · Six sports and a rally score',
    title: 'Every point, live.',
    subtitle:
      'Clubs run their matches on their own courts, scorers enter every point courtside, and everyone else follows the score live and finds every result later in the archive.',
    ctaDashboard: 'Open your dashboard',
    statSports: 'sports',
    statLanguages: 'languages',
    statLive: 'live, point by point',
    sportsTitle: 'Six sports, each with its own rules',
    sportsSubtitle:
      'The rules of every sport turn the points into the score, so what you see is always right.',
    yourSport: 'Your sport',
    liveTitle: 'Live now',
    liveSubtitle: 'Scores from the courts, point by point, as the scorers enter them.',
    liveBadge: 'Live',
    liveEmptyTitle: 'No live matches right now',
    liveEmptyText:
      'When an organizer starts a match in {{sport}}, it appears here and its score updates as every point is played.',
    howTitle: 'How it works',
    howOrganizeTitle: 'Clubs run their matches',
    howOrganizeText:
      'Organizations set up their players, teams, venues and courts, schedule the matches and name the scorers.',
    howScoreTitle: 'Scorers enter every point',
    howScoreText: 'One tap per point on a phone courtside; the rules of the sport keep the score right.',
    howWatchTitle: 'Everyone watches live',
    howWatchText: 'Fans and players follow the score point by point, and find every result in the archive.',
    joinTitle: 'Join Sportzone',
    joinText:
      'Create a free account to follow players, teams and organizations, keep your profile and, as an organizer, run your club’s matches.',
  },
  login: {
    title: 'Sign in to Sportzone',
    subtitle: 'Use your Sportzone account. New here? Creating an account takes a minute.',
    benefitProfile: 'Keep your player profile',
    benefitFollow: 'Follow players, teams and organizations',
    benefitOrganize: 'Run your club’s matches as an organizer',
    newHere: 'New to Sportzone?',
    unavailable: 'Signing in is not available while the server cannot be reached.',
    redirecting: 'Taking you to the sign-in page…',
  },
  callback: {
    working: 'Completing sign-in…',
    failedTitle: 'Sign-in did not complete',
    failedText: 'The sign-in could not be completed. Please try again.',
    cancelled: 'Sign-in was cancelled.',
    signInAgain: 'Sign in again',
  },
  ...accountEn,
  adminUsers: {
    intro: 'Everyone with a Sportzone profile, sorted by first name.',
    search: 'Search',
    searchPlaceholder: 'Name or email',
    nationalityLabel: 'Nationality',
    clearNationality: 'Any nationality',
    nationality: 'Nationality',
    columnUser: 'User',
    columnNationality: 'Nationality',
    columnRoles: 'Roles',
    noNationality: 'Not set',
    you: 'You',
    editRoles: 'Edit roles',
    delete: 'Delete user',
    allLoaded: 'All users are shown.',
    empty: 'There are no users yet',
    emptyFiltered: 'No users match',
    emptyFilteredHint: 'Try another name or email, or clear the nationality filter.',
    clearFilters: 'Clear filters',
    loadFailed: 'The users could not be loaded.',
    rolesTitle: 'Roles of {{name}}',
    rolesHint: 'What {{email}} may do on Sportzone.',
    rolesLabel: 'Roles',
    rolesSave: 'Save roles',
    rolesSaved: 'The roles of {{name}} are saved.',
    ownAdmin: 'You cannot take away your own Admin role. Another admin can.',
    roleHelp: {
      Admin: 'Manages users and their requests',
      Organizer: 'Runs organizations and their matches',
      Player: 'Takes part in matches',
      User: 'Everyone with a profile keeps this role',
    },
    deleteTitle: 'Delete {{name}}?',
    deleteText:
      'This deletes the profile, picture, roles, requests and organization memberships of {{email}}, and their sign-in account. It cannot be undone.',
    deleteConfirm: 'Delete user',
    deleted: '{{name}} is deleted.',
    cancel: 'Cancel',
  },
  adminRequests: {
    intro: 'Applications for organizer rights and requests to merge accounts. Pending ones first.',
    accept: 'Accept',
    reject: 'Reject',
    acceptTitle: 'Accept this request?',
    rejectTitle: 'Reject this request?',
    acceptOrganizerText: '{{name}} gets the Organizer role. It applies from their next sign-in.',
    acceptMergeText:
      'The account {{other}} is merged into the account of {{name}}: its sign-in, roles and details move over, and the other profile is removed.',
    rejectText: '{{name}} sees your reason on their requests page.',
    reason: 'Reason',
    reasonAcceptHint: 'Optional. The user sees it with the request.',
    reasonRejectHint: 'Optional, but it helps the user to know why.',
    reasonPlaceholder: 'For example: please tell us which club you organize for.',
    accepted: 'The request is accepted.',
    rejected: 'The request is rejected.',
    mergeOther: 'Account to merge:',
    unknownUser: 'Deleted user',
    loadFailed: 'The requests could not be loaded.',
    emptyPendingHint: 'New applications and merge requests appear here.',
    count: {
      pending: 'Waiting for a decision: {{n}}',
      accepted: 'Accepted: {{n}}',
      rejected: 'Rejected: {{n}}',
    },
    empty: {
      pending: 'There are no pending requests',
      accepted: 'No request has been accepted yet',
      rejected: 'No request has been rejected yet',
    },
  },
  roles: {
    Admin: 'Admin',
    Organizer: 'Organizer',
    Player: 'Player',
    User: 'User',
  },
  unavailable: {
    title: 'Service unavailable',
    text: 'Sportzone is not available right now. We are probably updating it; please try again in a moment.',
  },
  serverError: {
    code: '500',
    title: 'Something went wrong',
  },
  offline: {
    bannerTitle: 'You are offline',
    bannerText:
      'What this page shows from the server loads, or updates, by itself when the connection is back.',
    title: 'You are offline',
    message:
      'This page needs a connection: it has not been opened on this device before, so it is not saved here.',
    hint: 'Connect to the internet and try again.',
    cachedTitle: 'Saved on this device',
    cachedIntro:
      'These pages open without a connection; what they load from the server waits until it is back:',
    home: 'Home',
  },
  privacy: {
    updated: 'Last updated: {{date}}',
    intro:
      'This policy explains what Sportzone stores about you when you use it, why, and what you can do about it. We store as little as we can.',
    dataTitle: 'What we store',
    dataProfile:
      'Your profile: first, middle and last name, email address and nationality, as you enter them, and the roles you hold (for example organizer or player).',
    dataIdentity:
      'Your sign-in identity: the identifier of your account with the sign-in provider, the email it confirms, and when you last signed in. We never see or store the password of an external provider.',
    dataScores:
      'What you enter: scores and match events you record as a scorer, and organizations and matches you manage, together with who entered them and when.',
    dataTechnical:
      'Technical records: our server keeps short-lived logs (address, time, page requested) to keep the service secure and working.',
    storageTitle: 'Cookies and storage in your browser',
    storageLocale:
      'Cookie spz_locale: the interface language you pick (English or Bulgarian), kept for 365 days. It is necessary: you asked for that language, so it is kept whatever you choose under Cookie settings (at the foot of every page). A language we only detect from your browser is not stored.',
    storageToken:
      'Local storage SPZ_TOKEN and the sign-in session: the access token that proves you are signed in. It is removed when you sign out or your session ends.',
    storageSport:
      'Local storage of the selected sport, so live and archive pages open on the sport you follow (functional, only when you allow it). Your cookie choice itself is kept in the necessary cookie spz_consent for 365 days.',
    storageOffline:
      'The app’s offline copy (the browser’s cache for this site, kept by its service worker): the site’s own program files, icons and deployment settings, and the scoring console’s pages, so the app opens and a scorer can keep scoring without a network. It holds nothing about you and is necessary; a new version of the app replaces it.',
    storageNoTracking: 'We use no advertising or tracking cookies.',
    useTitle: 'Why we use it',
    useText:
      'To sign you in, to show your profile to you and to the organizers of matches you take part in, to publish live scores and results, and to keep a record of who entered which score.',
    publicTitle: 'What is public',
    publicText:
      'Scores, results and the names of players in public matches are visible to everyone. Your email address is never shown publicly.',
    rightsTitle: 'Your rights',
    rightsText:
      'You can see and correct your profile at any time on the profile page, and ask us for a copy of your data or for its deletion. Deleting your account removes your profile; results you took part in stay in the archive without your personal details.',
    contactTitle: 'Contact',
    contactText: 'For any question about your data, write to {{email}}.',
  },
  ...liveScoringEn,
  organizer: organizerEn,
  orgResources: orgResourcesEn,
  orgs: orgsEn,
  orgMembership: orgMembershipEn,
  orgMatches: orgMatchesEn,
  tournamentViews: tournamentViewsEn,
  tournamentManage: tournamentManageEn,
  calendar: calendarEn,
  board: boardEn,
  notifications: notificationsEn,
  streaming: streamingEn,
  consent: consentEn,
  appUpdate: appUpdateEn,
  apiKeys: apiKeysEn,
  webhooks: webhooksEn,
  exports: exportsEn,
  imports: importsEn,
};

export default en;
export type Messages = typeof en;
