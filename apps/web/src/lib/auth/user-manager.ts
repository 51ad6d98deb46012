import type { PublicConfig } from '@sportzone/contracts';
import {
  UserManager,
  WebStorageStateStore,
  type SigninSilentArgs,
  type UserManagerSettings,
} from 'oidc-client-ts';

/** SPEC §9: renew the access token 3 hours before it expires. */
export const REFRESH_OFFSET_SECONDS = 10_800;

/**
 * oidc-client-ts passes `extraTokenParams` from the settings to the code exchange, but its automatic
 * silent renew calls signinSilent() without arguments, so the refresh request would go without the
 * resource indicator. This subclass adds it to every silent renew.
 */
export class SportzoneUserManager extends UserManager {
  private readonly tokenParams: Record<string, string>;

  constructor(settings: UserManagerSettings, tokenParams: Record<string, string>) {
    super(settings);
    this.tokenParams = tokenParams;
  }

  /**
   * Tabs share one stored sign-in and would all renew at the same moment; with refresh-token
   * rotation the losers get invalid_grant. One tab at a time renews (Web Locks); a tab that finds a
   * token another tab already renewed takes that one instead of renewing again.
   */
  override async signinSilent(args: SigninSilentArgs = {}) {
    const renew = () =>
      super.signinSilent({ ...args, extraTokenParams: { ...this.tokenParams, ...args.extraTokenParams } });
    if (typeof navigator === 'undefined' || !navigator.locks) return renew();
    const before = (await this.getUser())?.access_token;
    return navigator.locks.request('sportzone-token-renewal', async () => {
      const stored = await this.getUser();
      if (stored && before && stored.access_token !== before && !stored.expired) {
        await this.events.load(stored);
        return stored;
      }
      return renew();
    });
  }
}

export function userManagerSettings(config: PublicConfig, origin: string): UserManagerSettings {
  const resource = config.oidc.resource ? { resource: config.oidc.resource } : undefined;
  return {
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    scope: config.oidc.scope,
    redirect_uri: `${origin}/authorization-response`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code', // PKCE is automatic
    loadUserInfo: false, // roles come from the id_token's `roles` claim
    ...(resource ? { extraQueryParams: resource, extraTokenParams: resource } : {}),
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true, // uses the refresh token (offline_access)
    accessTokenExpiringNotificationTimeInSeconds: REFRESH_OFFSET_SECONDS,
    monitorSession: false,
  };
}

export function createUserManager(
  config: PublicConfig,
  origin = window.location.origin,
): SportzoneUserManager {
  const resource: Record<string, string> = config.oidc.resource ? { resource: config.oidc.resource } : {};
  return new SportzoneUserManager(userManagerSettings(config, origin), resource);
}
