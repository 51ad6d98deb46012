/** Where people write about their data (privacy policy). Set to the operator's real address when deploying. */
export const PRIVACY_CONTACT_EMAIL = 'privacy@sportzone.test';
/** The date the privacy policy text last changed (ISO). */
export const PRIVACY_POLICY_UPDATED = '2026-12-02';
