/**
 * The stream overlay's URL options, for OBS users to paste (a browser source has no settings page):
 * `/overlay/match/{id}?layout=full&position=bottom-left&scale=1.5&bg=%23101820&fg=%23ffffff&accent=%23ffd43b&logo=https://…&pad=24&delay=2000`.
 * Each option is checked on its own: an unknown option or a bad value is ignored (its default stays).
 * Colours are hex only (#rgb, #rgba, #rrggbb, #rrggbbaa: nothing that could escape a CSS value). A logo
 * is an https address, a path on this site, or a data:image; plain http is left out because the
 * page's Content-Security-Policy (img-src 'self' data: blob: https:) would block it anyway.
 */

export const OVERLAY_LAYOUTS = ['compact', 'bar', 'full'] as const;
export type OverlayLayout = (typeof OVERLAY_LAYOUTS)[number];

export const OVERLAY_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type OverlayPosition = (typeof OVERLAY_POSITIONS)[number];

export interface OverlayOptions {
  layout: OverlayLayout;
  /** ms each change is shown late, to match the stream's latency */
  delay: number;
  position: OverlayPosition;
  /** 0.5–3 */
  scale: number;
  /** the distance to the screen's edges, px (0–200) */
  pad: number;
  bg: string | null;
  fg: string | null;
  accent: string | null;
  logo: string | null;
}

export const DEFAULT_OVERLAY: OverlayOptions = {
  layout: 'compact',
  delay: 0,
  position: 'top-left',
  scale: 1,
  pad: 48,
  bg: null,
  fg: null,
  accent: null,
  logo: null,
};

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)(?:;base64)?,[a-z0-9+/=%._-]+$/i;

/** A hex colour as the overlay takes it (lower case, with its #), or null when it is none. */
export function overlayColor(value: string | null): string | null {
  if (value === null) return null;
  const v = value.trim();
  // "ffd43b" pasted without its # (a # must be written %23 in a URL)
  const withHash = /^[0-9a-f]+$/i.test(v) ? `#${v}` : v;
  return HEX.test(withHash) ? withHash.toLowerCase() : null;
}

function number(value: string | null, min: number, max: number): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

/** A logo the page may show: https, a path of this site, or a data:image; anything else is null. */
export function logoSource(value: string | null, origin: string): string | null {
  if (!value) return null;
  const v = value.trim();
  if (v.length > 20_000) return null;
  if (v.startsWith('data:')) return DATA_IMAGE.test(v) ? v : null;
  if (v.startsWith('/') && !v.startsWith('//')) {
    try {
      const url = new URL(v, origin);
      const path = url.pathname + url.search;
      // "/..//host/x.png" resolves to "//host/x.png": another site's address, not a path of this one
      return url.origin === origin && !path.startsWith('//') ? path : null;
    } catch {
      return null;
    }
  }
  try {
    const url = new URL(v);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && url.origin === origin)) return url.href;
  } catch {
    // not an address
  }
  return null;
}

/** Where a layout sits without a `position`: the one-line bar centred at the top, the others top left. */
export function defaultPosition(layout: OverlayLayout): OverlayPosition {
  return layout === 'bar' ? 'top-center' : DEFAULT_OVERLAY.position;
}

export function parseOverlayOptions(search: string, origin: string): OverlayOptions {
  const params = new URLSearchParams(search);
  const layout = params.get('layout');
  const position = params.get('position');
  const legacy = position === 'top' ? 'top-left' : position === 'bottom' ? 'bottom-left' : position;
  const delay = number(params.get('delay'), 0, 120_000);
  const knownLayout = (OVERLAY_LAYOUTS as readonly string[]).includes(layout ?? '')
    ? (layout as OverlayLayout)
    : DEFAULT_OVERLAY.layout;
  return {
    layout: knownLayout,
    delay: delay === null ? 0 : Math.round(delay),
    position: (OVERLAY_POSITIONS as readonly string[]).includes(legacy ?? '')
      ? (legacy as OverlayPosition)
      : defaultPosition(knownLayout),
    scale: number(params.get('scale'), 0.5, 3) ?? DEFAULT_OVERLAY.scale,
    pad: Math.round(number(params.get('pad'), 0, 200) ?? DEFAULT_OVERLAY.pad),
    bg: overlayColor(params.get('bg')),
    fg: overlayColor(params.get('fg')),
    accent: overlayColor(params.get('accent')),
    logo: logoSource(params.get('logo'), origin),
  };
}

/**
 * An overlay address with these options (only those not at their default), so that parseOverlayOptions
 * reads back exactly the options given (the overlay builder's address is the one the overlay shows).
 */
export function overlayUrl(base: string, options: Partial<OverlayOptions>): string {
  const params = new URLSearchParams();
  const defaults = {
    ...DEFAULT_OVERLAY,
    position: defaultPosition(options.layout ?? DEFAULT_OVERLAY.layout),
  };
  for (const [key, value] of Object.entries(options)) {
    if (value === null || value === undefined) continue;
    if (defaults[key as keyof OverlayOptions] === value) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
