let href: string | null = null;

/** Called when the app starts (createRouter): the address it was loaded at, before any navigation inside it. */
export function rememberBootHref(): void {
  href ??= `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

export function bootHref(): string | null {
  return href;
}
