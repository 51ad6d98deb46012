/** The parts of a person's name that users, members and players all have. */
export interface PersonName {
  firstName: string;
  middleName?: string | null;
  lastName: string;
}

/** "Maria Ivanova Petrova": first, middle (when there is one) and last name. */
export function fullName(person: PersonName): string {
  return [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');
}
