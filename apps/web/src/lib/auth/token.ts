/** SPEC §7: the access token lives in local storage under SPZ_TOKEN. */
export const TOKEN_KEY = 'SPZ_TOKEN';

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // storage blocked: requests go without a token and the API answers 401
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // nothing to clear
  }
}
