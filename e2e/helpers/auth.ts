import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'sportzone-demo';

/** Fills the embedded provider's sign-in page (we are on /oidc/interaction/…) and submits. */
export async function submitProviderSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.fill('#email', email);
  await page.fill('#password', password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/oidc/')),
    page.press('#password', 'Enter'),
  ]);
}

/** The real flow from /login: our button → the provider's page → /authorization-response → landing page. */
export async function signIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-panel').getByTestId('sign-in-button').click();
  await submitProviderSignIn(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/authorization-response');
}

/** "Create account" → the provider's sign-up form → back in the app. */
export async function signUp(page: Page, baseUrl: string, email: string, password = 'a good password 1') {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-panel').getByTestId('create-account-button').click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.fill('#email', email);
  await page.fill('#password', password);
  await page.fill('#password2', password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/oidc/')),
    page.press('#password2', 'Enter'),
  ]);
  await page.waitForURL((url) => url.pathname !== '/authorization-response');
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('SPZ_TOKEN'));
}

/** The claims of a JWT (an access token), unverified: what the browser holds, read by a test. */
export function tokenClaims(token: string): { sub: string; iat: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}
