/** The typed confirmation of /user/delete: your email (any case), or the word DELETE in the UI language; the English word always works. */
export function confirmsDeletion(typed: string, email: string, word: string): boolean {
  const value = typed.trim();
  if (!value) return false;
  if (email.trim() && value.toLowerCase() === email.trim().toLowerCase()) return true;
  return value === word.trim() || value === 'DELETE';
}
