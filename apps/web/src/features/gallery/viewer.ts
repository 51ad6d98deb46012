import { getToken } from '@/lib/auth/token';
import { normalizeApiBase } from '@/lib/config/public-config';
import { viewerConfig } from '@/lib/viewer/api';
import type { GalleryTransport } from './api';

export { Gallery } from './components/gallery';

/** The viewer pages' way to the API (decision 013): the configuration they load, the stored token. */
export const viewerGalleryTransport: GalleryTransport = {
  base: async () => normalizeApiBase((await viewerConfig())?.apiBase ?? window.location.origin),
  token: async () => getToken(),
};
