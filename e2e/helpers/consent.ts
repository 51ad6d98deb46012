import type { BrowserContext, Page } from 'playwright-core';

/** SPEC §1's necessary things the app stores (apps/web/src/lib/consent/consent.ts); anything else waits for consent. */
const NECESSARY = [
  /^SPZ_TOKEN$/,
  /^oidc\./,
  /^spz\.console\.v1\./,
  /^spz\.rally\.local\./,
  /^spz_chunk_reload$/,
  /^spz_update_/,
  /^spz_consent$/,
  // the language the person picked: an interface setting they asked for (decision 051)
  /^spz_locale$/,
];
export const necessary = (name: string) => NECESSARY.some((re) => re.test(name));

/** The names of everything the page's origin keeps: local and session storage, cookies. */
export async function stored(page: Page, context: BrowserContext) {
  const { local, session } = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  const cookies = (await context.cookies()).map((c) => c.name);
  return { local, session, cookies, all: [...local, ...session, ...cookies] };
}

/** The choice as the app keeps it (cookie spz_consent), or null before one. */
export async function consentCookie(context: BrowserContext) {
  const c = (await context.cookies()).find((x) => x.name === 'spz_consent');
  return c ? (JSON.parse(decodeURIComponent(c.value)) as Record<string, unknown>) : null;
}
