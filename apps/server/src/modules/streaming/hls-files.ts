import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ChannelRow, LivestreamRow } from '@sportzone/db';
import { notFound } from '../../lib/http-errors';
import type { Actor } from '../actor';
import type { StreamingAccess, StreamingLookup } from './access';
import { signPlaylist, type PlaybackSignature, type PlaybackSigner } from './playback';
import { createPlaylistReader } from './program-date-time';
import type { ViewerCounts } from './publications';

/** how long "anybody may watch this livestream" is trusted for its HLS requests */
const OPEN_CACHE_MS = 5_000;

export interface HlsFilesDeps {
  dataDir: string;
  playback: PlaybackSigner;
  rights: Pick<StreamingAccess, 'livestreamOrNotFound' | 'readLivestream' | 'visibleToAll'>;
  lookup: Pick<StreamingLookup, 'channel'>;
  viewers: ViewerCounts;
}

export interface HlsFile {
  path: string;
  playlist: boolean;
  /** anybody may watch: a shared cache (CDN) may keep it */
  shared: boolean;
  /** a playlist as served: with its capture times, and the signature on its segments when signed */
  body: string | null;
}

/** The embedded platform's HLS files, for those who may watch (or hold a valid playback signature). */
export function createHlsFiles({ dataDir, playback, rights, lookup, viewers }: HlsFilesDeps) {
  const readPlaylist = createPlaylistReader();
  const openToAll = new Map<
    number,
    { row: LivestreamRow; channel: ChannelRow; shared: boolean; until: number }
  >();

  /** the livestream and whether it is for everybody, remembered a few seconds when it may be */
  const seenFor = async (actor: Actor, id: number, signed: boolean) => {
    let seen = openToAll.get(id);
    // a remembered livestream serves a signed request, and an unsigned one only when it is for everybody
    if (seen && seen.until >= Date.now() && (seen.shared || signed)) return seen;
    const row = await rights.livestreamOrNotFound(id);
    const channel = signed ? await lookup.channel(row.channelId) : null;
    seen = {
      row,
      channel: channel ?? (await rights.readLivestream(actor, row)).channel,
      shared: false,
      until: 0,
    };
    if (row.recordingPath !== null) {
      const shared = await rights.visibleToAll(row, seen.channel);
      if (shared || signed) {
        seen = { ...seen, shared, until: Date.now() + OPEN_CACHE_MS };
        openToAll.set(id, seen);
        if (openToAll.size > 10_000) openToAll.clear();
      }
    }
    return seen;
  };

  return {
    /**
     * An HLS file of a livestream the actor may watch (or with a valid playback signature): its path,
     * how long it may be cached, and the signature to put on a playlist's segments. `viewer` tells one
     * player from another for the viewer count (address and user agent).
     */
    async hlsFile(
      actor: Actor,
      id: number,
      file: string,
      signature: Partial<PlaybackSignature> | undefined,
      viewer: string,
    ): Promise<HlsFile> {
      // segments come every two seconds from every viewer: a signed address is checked by its signature
      // alone, and a livestream open to everybody once in a few seconds, not per request
      const signed = signature?.sig !== undefined && playback.valid(id, signature);
      const seen = await seenFor(actor, id, signed);
      const { row } = seen;
      if (row.recordingPath === null || row.status === 'scheduled') throw notFound('No video yet.');
      const path = resolve(dataDir, row.recordingPath, file);
      if (!path.startsWith(resolve(dataDir, 'hls') + '/') || !existsSync(path))
        throw notFound('No such part of the video.');
      const playlist = file.endsWith('.m3u8');
      if (playlist && row.status === 'live') viewers.seen(id, viewer);
      // a shared cache (CDN) may keep the video only when it is for everybody
      // under a signature, the playlist's segments carry it too (a player without headers follows them)
      let body = playlist ? await readPlaylist(path) : null;
      if (body !== null && signed) body = signPlaylist(body, { exp: signature.exp!, sig: signature.sig! });
      return { path, playlist, shared: seen.shared, body };
    },
  };
}
