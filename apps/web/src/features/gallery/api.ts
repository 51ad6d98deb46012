import type { Gallery, GalleryOwnerKind, GalleryPhoto } from '@sportzone/contracts';
import { ApiError, apiErrorOf } from '@/lib/api/api-error';
import { isApiUrl } from '@/lib/api/api-url';

/**
 * The gallery's calls, in plain fetch and XMLHttpRequest (decision 067): the same component runs in the
 * app and on the light viewer pages (decision 013), which have neither the app's API client nor its data
 * cache. Each entry hands in how it reaches the API: its base, and the signed-in person's token (the app
 * renews an expired one first).
 */
export interface GalleryTransport {
  /** the API's base URL, absolute, without a trailing slash */
  base(): Promise<string>;
  /** the signed-in person's access token, or null */
  token(): Promise<string | null>;
}

async function send(
  transport: GalleryTransport,
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal; anonymous?: boolean } = {},
): Promise<Response> {
  const base = await transport.base();
  const url = `${base}${path}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = init.anonymous ? null : await transport.token();
  if (token && isApiUrl(url, base)) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network error', { code: 'network_error' });
  }
  // a read with a token that has just expired: what a signed-out visitor sees is still there
  if (response.status === 401 && token && (init.method ?? 'GET') === 'GET')
    return send(transport, path, { ...init, anonymous: true });
  if (!response.ok) throw await apiErrorOf(response);
  return response;
}

export async function fetchGallery(
  transport: GalleryTransport,
  kind: GalleryOwnerKind,
  id: number,
  signal?: AbortSignal,
): Promise<Gallery> {
  return (await (await send(transport, `/api/gallery/${kind}/${id}`, { signal })).json()) as Gallery;
}

export async function saveCaption(
  transport: GalleryTransport,
  photoId: number,
  caption: string | null,
): Promise<GalleryPhoto> {
  const response = await send(transport, `/api/gallery/photos/${photoId}`, {
    method: 'PATCH',
    body: { caption },
  });
  return (await response.json()) as GalleryPhoto;
}

export async function deletePhoto(transport: GalleryTransport, photoId: number): Promise<void> {
  await send(transport, `/api/gallery/photos/${photoId}`, { method: 'DELETE' });
}

/** A photo's bytes fetched with the token (a private gallery's): an object URL to revoke after use. */
export async function photoObjectUrl(
  transport: GalleryTransport,
  path: string,
  signal?: AbortSignal,
): Promise<string> {
  const response = await send(transport, path, { signal });
  return URL.createObjectURL(await response.blob());
}

export interface Upload {
  promise: Promise<GalleryPhoto>;
  abort(): void;
}

/**
 * One photo, its bytes as the body (one request per file: each has its own progress and its own
 * answer). `onProgress` gets the share sent, 0…1.
 */
export function uploadPhoto(
  transport: GalleryTransport,
  kind: GalleryOwnerKind,
  id: number,
  file: File,
  onProgress: (sent: number) => void,
): Upload {
  const xhr = new XMLHttpRequest();
  const promise = (async () => {
    const base = await transport.base();
    const token = await transport.token();
    const url = `${base}/api/gallery/${kind}/${id}`;
    return new Promise<GalleryPhoto>((resolve, reject) => {
      xhr.open('POST', url);
      xhr.setRequestHeader('accept', 'application/json');
      xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
      if (token && isApiUrl(url, base)) xhr.setRequestHeader('authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
      xhr.onload = () => {
        let body: { message?: unknown; code?: unknown } = {};
        try {
          body = JSON.parse(xhr.responseText) as typeof body;
        } catch {
          // not JSON
        }
        if (xhr.status === 201) resolve(body as unknown as GalleryPhoto);
        else
          reject(
            new ApiError(xhr.status, typeof body.message === 'string' ? body.message : xhr.statusText, {
              ...(typeof body.code === 'string' ? { code: body.code } : {}),
              body,
            }),
          );
      };
      xhr.onerror = () => reject(new ApiError(0, 'network error', { code: 'network_error' }));
      xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
      xhr.send(file);
    });
  })();
  return { promise, abort: () => xhr.abort() };
}
