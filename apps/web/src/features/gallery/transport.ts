import { normalizeApiBase, getPublicConfig } from '@/lib/config/public-config';
import { freshToken } from '@/lib/auth/session';
import type { GalleryTransport } from './api';

/** The app's way to the API: its configured base, and a token renewed first when it has expired. */
export const appGalleryTransport: GalleryTransport = {
  base: async () => normalizeApiBase(getPublicConfig()?.apiBase ?? window.location.origin),
  token: () => freshToken(),
};
