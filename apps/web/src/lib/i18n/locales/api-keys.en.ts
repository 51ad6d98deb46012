/** English texts: an organization's API keys (/organizer/organizations/{id}/api-keys). */
export const apiKeysEn = {
  title: 'API keys',
  intro:
    'Let your own programs use Sportzone on the organization’s behalf, without anyone signing in: each key can do only what its scopes allow.',
  create: 'Create API key',
  loadFailed: 'The API keys could not be loaded.',
  empty: 'No API keys yet',
  emptyHint:
    'An API key lets a program talk to Sportzone for your organization: your club website showing results and standings, your membership system keeping players up to date, or a scoreboard sending points from the court.',
  count_one: '{{count}} key',
  count_other: '{{count}} keys',
  scopes: {
    resultsRead: {
      label: 'Read results',
      hint: 'Matches, tournaments, standings and players, the private ones included.',
    },
    scoresWrite: {
      label: 'Enter scores',
      hint: 'Points and corrections in the organization’s matches.',
    },
    tournamentsManage: {
      label: 'Manage tournaments',
      hint: 'Create and edit tournaments, make the draw and the schedule, enter results.',
    },
    peopleManage: {
      label: 'Manage players and venues',
      hint: 'Add, change and remove players, teams, venues and seasons.',
    },
  },
  status: {
    active: 'Active',
    expired: 'Expired',
    revoked: 'Revoked',
  },
  row: {
    hint: 'Starts with',
    created: 'Created',
    createdBy: '{{date}} by {{name}}',
    createdByGone: '{{date}} by a deleted account',
    expires: 'Expires',
    expired: 'Expired',
    noExpiry: 'Never',
    lastUsed: 'Last used',
    neverUsed: 'Never',
    revokedOn: 'Revoked',
  },
  form: {
    title: 'New API key',
    name: 'Name',
    nameHint: 'Say which program uses it, so you know later what revoking it would stop.',
    namePlaceholder: 'e.g. Club website',
    scopes: 'What the key may do',
    scopesHint: 'Give it only what the program needs.',
    scopesRequired: 'Choose at least one',
    expiresOn: 'Valid until (optional)',
    expiresOnHint: 'The key works until the end of this day. Leave it empty to keep it until you revoke it.',
    expiresPast: 'Choose today or a later day',
    submit: 'Create key',
  },
  secret: {
    title: 'Your new API key “{{name}}”',
    warningTitle: 'Copy the key now',
    warning:
      'This is the only time it is shown: Sportzone keeps only a fingerprint of it. If you lose it, revoke it and create a new one.',
    label: 'API key',
    copy: 'Copy',
    copied: 'Copied',
    exampleTitle: 'Try it',
    example: 'A program sends the key in the Authorization header of each request, for example:',
    done: 'I have copied it',
    created: 'The API key “{{name}}” is created',
  },
  revoke: {
    action: 'Revoke',
    actionFor: 'Revoke the API key {{name}}',
    title: 'Revoke “{{name}}”?',
    text: 'Programs using this key stop working at once: Sportzone refuses their requests. This cannot be undone; create a new key if you need one again.',
    confirm: 'Revoke key',
    done: 'The API key “{{name}}” is revoked',
  },
};
