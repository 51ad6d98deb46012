/**
 * The server's field messages are English; the ones the invitation form meets are said in the UI
 * language (anything else is shown as the server wrote it).
 */
const KNOWN = {
  'is invited already': 'orgMembership.server.invitedAlready',
  'is already a member': 'orgMembership.server.alreadyMember',
  'no such user': 'orgMembership.server.noSuchUser',
  'Invite either a user or an email address.': 'orgMembership.server.eitherOr',
  'must match format "email"': 'orgMembership.server.email',
} as const;

export type KnownMessageKey = (typeof KNOWN)[keyof typeof KNOWN];

export function knownMessage(message: string): KnownMessageKey | null {
  return (KNOWN as Record<string, KnownMessageKey>)[message.trim()] ?? null;
}
