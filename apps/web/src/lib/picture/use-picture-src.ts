import { useEffect, useState } from 'react';
import { apiBase, isApiUrl } from '@/lib/api';
import { getToken } from '@/lib/auth/token';

/**
 * A picture of the API as an object URL, fetched with the bearer token: the pictures of a private
 * organization's players are not served to a plain <img> (it sends no token). The browser's HTTP cache
 * still applies (the URLs carry ?v= and are cached privately). Null until loaded, or when it fails.
 */
export function usePictureSrc(url: string | null | undefined): string | null {
  const [loaded, setLoaded] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    const base = apiBase();
    const full = /^https?:\/\//i.test(url) || !base ? url : `${base.replace(/\/+$/, '')}${url}`;
    const token = getToken();
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetch(full, {
      headers: token && isApiUrl(full) ? { authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, src: objectUrl });
      })
      .catch(() => {
        // no picture: the initials stay
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return url && loaded?.url === url ? loaded.src : null;
}
