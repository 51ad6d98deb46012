import type { UserRef } from '@sportzone/contracts';

/** "Maria Petrova", or the address when the user has no name yet. */
export function nameOf(user: Pick<UserRef, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email;
}

/** A simple address check before sending (the server checks it properly). */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
