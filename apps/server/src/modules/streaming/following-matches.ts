import {
  camerasAtCourt,
  findChannel,
  insertLivestream,
  liveLivestreamsOfMatch,
  livestreamsOfChannel,
  updateLivestream,
  type MatchStatus,
} from '@sportzone/db';
import type { AppDatabase } from '../../plugins/external/db';
import type { StreamingAccess } from './access';
import type { Log, StreamedMatch, StreamingMatches } from './deps';
import { codeOf, matchCaption, type GoingLive } from './going-live';
import type { Publication, StreamingRuntime } from './publications';
import type { YouTubeChannels } from './youtube/channels';

export interface FollowingMatchesDeps {
  database: AppDatabase;
  log: Log;
  matches: Pick<StreamingMatches, 'row'>;
  runtime: StreamingRuntime;
  goingLive: GoingLive;
  youtube: YouTubeChannels;
  access: Pick<StreamingAccess, 'visibleToAll'>;
}

/** The livestreams of a court follow its matches: a match starting goes live, a match finishing ends. */
export function createFollowingMatches(deps: FollowingMatchesDeps) {
  const { database, log, runtime, goingLive, youtube } = deps;
  const db = () => database.db;
  const { publications, serialized } = runtime;

  /** a new livestream of the channel, planned for the match (it goes live next) */
  const plannedForMatch = (channelId: number, cameraId: number, match: StreamedMatch) =>
    insertLivestream(db(), {
      channelId,
      cameraId,
      matchId: match.id,
      ...matchCaption(match),
      status: 'scheduled',
    });

  /**
   * A match started at a court whose camera points at a connected YouTube channel: the channel's
   * broadcast becomes the match's (a broadcast without a match is linked; another match's completes and a
   * new one goes live). YouTube refusing (no video yet, quota) leaves the match's livestream planned,
   * for the panel's start. Whether the channel was a YouTube one.
   */
  const youTubeMatchStarted = async (channelId: number, cameraId: number, match: StreamedMatch) => {
    const channel = await findChannel(db(), channelId);
    if (!channel || channel.streamingPlatform !== 'youtube' || !channel.accessCode || !youtube.configured)
      return false;
    await serialized(channel.id, async () => {
      const liveRows = await livestreamsOfChannel(db(), channel.id, 'live');
      if (liveRows.some((l) => l.matchId === match.id)) return;
      const free = liveRows.find((l) => l.matchId === null);
      if (free) {
        const linked = await updateLivestream(db(), free.id, {
          matchId: match.id,
          ...matchCaption(match),
          cameraId,
        });
        await goingLive.retitleYouTube(channel, linked!);
        return;
      }
      for (const other of liveRows) await goingLive.endYouTube(other);
      const row = await plannedForMatch(channel.id, cameraId, match);
      try {
        await youtube.goLive(
          channel,
          row,
          (await deps.access.visibleToAll(row, channel)) ? 'public' : 'unlisted',
        );
      } catch (err) {
        log.warn(
          { livestreamId: row.id, code: codeOf(err) },
          'the match’s youtube broadcast did not go live',
        );
      }
    });
    return true;
  };

  /** Our ingest's stream of the court becomes the match's: linked when it shows none, else a new one. */
  const embeddedMatchStarted = (pub: Publication, cameraId: number, match: StreamedMatch) =>
    serialized(pub.channelId, async () => {
      if (!publications.has(pub.channelId)) return;
      const current = pub.current;
      if (current?.matchId === match.id) return;
      if (current && current.matchId === null) {
        // the stream of the court becomes the match's stream
        await updateLivestream(db(), current.livestreamId, {
          matchId: match.id,
          ...matchCaption(match),
          cameraId,
        });
        current.matchId = match.id;
        return;
      }
      if (current) await goingLive.endCurrent(pub);
      const row = await plannedForMatch(pub.channelId, cameraId, match);
      await goingLive.goLive(pub, row);
    });

  const matchFinished = async (matchId: number) => {
    for (const row of await liveLivestreamsOfMatch(db(), matchId)) {
      const pub = publications.get(row.channelId);
      await serialized(row.channelId, async () => {
        if (pub && pub.current?.livestreamId === row.id) await goingLive.endCurrent(pub);
        else if (runtime.reconnects.holds(row.channelId, row.id))
          await goingLive.endHeld(runtime.reconnects.take(row.channelId)!);
        else if (row.broadcastId) await goingLive.endYouTube(row);
        else await updateLivestream(db(), row.id, { status: 'ended', endTime: new Date() });
      });
    }
  };

  return {
    /** A match started (or was reopened) or finished: the livestreams of its court follow it. */
    async matchStatusChanged(matchId: number, status: MatchStatus) {
      if (status === 'finished') return matchFinished(matchId);
      if (status !== 'active') return;
      const match = await deps.matches.row(matchId);
      if (!match || match.organizationId === null || !match.venue || !match.court) return;
      const cams = await camerasAtCourt(db(), match.organizationId, match.venue, match.court);
      const stationsDone = new Set<number>();
      for (const { camera, station } of cams) {
        if (camera.channelId !== null && !publications.has(camera.channelId) && !stationsDone.has(station.id))
          if (await youTubeMatchStarted(camera.channelId, camera.id, match)) stationsDone.add(station.id);
        const pub = camera.channelId === null ? undefined : publications.get(camera.channelId);
        if (!pub || stationsDone.has(station.id)) continue;
        stationsDone.add(station.id);
        await embeddedMatchStarted(pub, camera.id, match);
      }
    },
  };
}
