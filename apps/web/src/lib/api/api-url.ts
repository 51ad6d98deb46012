/** SPEC §7: the token is only ever sent to the configured API: `base` itself or a path under it. */
export function isApiUrl(url: string, base: string | null | undefined): boolean {
  if (!base) return false;
  const root = base.replace(/\/+$/, '');
  return url === root || url.startsWith(`${root}/`) || url.startsWith(`${root}?`);
}
