import type { UserWithRelations } from '@sportzone/db';
import type { Identity } from '../plugins/app/auth';
import type { ApiKeyPrincipal } from './api-keys/service';

/**
 * Who is acting, resolved once per request (or once per live connection) and handed to the domain
 * services instead of the HTTP request: a service can then be called from a route, the live hub, a
 * job, the simulator or a unit test alike. The user record is looked up at most once, on first use.
 */
export interface Actor {
  /** the proven identity behind a valid access token; null for anonymous callers */
  readonly identity: Identity | null;
  /** a guest scoring token presented with the call (X-Score-Token header or ?token=), if any */
  readonly guestToken: string | null;
  /**
   * an organization's API key presented instead of a sign-in: it acts for its organization within its
   * scopes, and is never a person (`user()` is null for it)
   */
  readonly apiKey: ApiKeyPrincipal | null;
  /** our user record for the identity; null when anonymous or when no profile exists yet */
  user(): Promise<UserWithRelations | null>;
}

export type UserLookup = (identity: Identity) => Promise<UserWithRelations | null>;

export function createActor(
  identity: Identity | null,
  guestToken: string | null,
  lookup: UserLookup,
  apiKey: ApiKeyPrincipal | null = null,
): Actor {
  let user: Promise<UserWithRelations | null> | undefined;
  return {
    identity,
    guestToken,
    apiKey,
    user() {
      if (!identity) return Promise.resolve(null);
      // A failed lookup is not remembered: the next call asks again.
      user ??= lookup(identity).catch((err: unknown) => {
        user = undefined;
        throw err;
      });
      return user;
    },
  };
}

/** An actor nobody is behind: the system itself (jobs, the simulator, demo play). */
export const anonymousActor: Actor = createActor(null, null, async () => null);

/** An actor for a known user record (tests, command-line tools, jobs acting for somebody). */
export const actorForUser = (user: UserWithRelations, identity: Identity | null = null): Actor => ({
  identity,
  guestToken: null,
  apiKey: null,
  user: async () => user,
});
