import type { OrganizerUserInput } from '@sportzone/contracts';
import { EMAIL, textOrNull } from './forms';

/**
 * The form of an account an organizer makes for their organization (POST /api/organizer/user): its
 * values, what is wrong with them before sending, and the body sent. Pure, for the tests.
 */
export interface OrganizationUserValues {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  nationality: string | null;
}

export const ORGANIZATION_USER_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'nationality',
] as const;

export const emptyOrganizationUser = (): OrganizationUserValues => ({
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  nationality: null,
});

/** What is wrong with a field before sending, as a key of organizer.server (null: fine). */
export function organizationUserFieldProblem(
  field: 'firstName' | 'lastName' | 'email',
  value: string,
): 'required' | 'invalidEmail' | null {
  const v = value.trim();
  if (!v) return 'required';
  if (field === 'email' && !EMAIL.test(v)) return 'invalidEmail';
  return null;
}

export function organizationUserInput(
  organizationId: number,
  values: OrganizationUserValues,
): OrganizerUserInput {
  return {
    organizationId,
    firstName: values.firstName.trim(),
    middleName: textOrNull(values.middleName),
    lastName: values.lastName.trim(),
    email: values.email.trim().toLowerCase(),
    nationality: values.nationality,
  };
}

/**
 * What the person does next, as a key of organizer.users: the account has a profile and no sign-in.
 * With an outside sign-in provider their first sign-in with this verified address opens it; the
 * embedded one links no address (anyone could sign up with it), so the account is claimed by a merge
 * the admins accept (decision 059).
 */
export function nextStepKey(embeddedSignIn: boolean): 'nextStepEmbedded' | 'nextStepProvider' {
  return embeddedSignIn ? 'nextStepEmbedded' : 'nextStepProvider';
}
