import { ErrorResponse } from 'oidc-client-ts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { completeSignIn, landingPath, PROFILE_PATH, safeReturnPath, unionRoles } from '@/lib/auth';
import { postLogin } from '../api/login';

export type CallbackState =
  { status: 'working' } | { status: 'error'; cancelled: boolean; detail: string | null };

/** Where a completed sign-in goes (SPEC §2): no profile yet → /profile; else back where the user was, or by role. */
async function finishSignIn(url: string): Promise<string> {
  const { roles, returnTo } = await completeSignIn(url);
  const login = await postLogin();
  if (login.kind === 'no-profile') return PROFILE_PATH;
  const allRoles = unionRoles(roles, login.kind === 'user' ? login.user.roles : []);
  return safeReturnPath(returnTo) ?? landingPath(allRoles);
}

// One run per callback URL, also under React's double effects in development.
const runs = new Map<string, Promise<string>>();

export function useAuthorizationCallback(): CallbackState {
  const navigate = useNavigate();
  const [state, setState] = useState<CallbackState>({ status: 'working' });

  useEffect(() => {
    let active = true;
    const url = window.location.href;
    let run = runs.get(url);
    if (!run) {
      run = finishSignIn(url);
      runs.set(url, run);
    }
    run.then(
      (destination) => {
        if (active) void navigate(destination, { replace: true });
      },
      (error: unknown) => {
        console.warn('sign-in callback failed', error);
        if (!active) return;
        const cancelled = error instanceof ErrorResponse && error.error === 'access_denied';
        const detail =
          error instanceof ErrorResponse ? (error.error_description ?? error.error ?? null) : null;
        setState({ status: 'error', cancelled, detail });
      },
    );
    return () => {
      active = false;
    };
  }, [navigate]);

  return state;
}
