/** Typed confirmation of a deletion: the name as shown, ignoring case and spaces around it. */
export function confirmsName(typed: string, name: string): boolean {
  return typed.trim().toLocaleLowerCase() === name.trim().toLocaleLowerCase() && typed.trim() !== '';
}
