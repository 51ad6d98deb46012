import {
  activeMatchAtCourt,
  findChannel,
  findLivestream,
  findStation,
  insertLivestream,
  livestreamsOfChannel,
  stationPlace,
  updateLivestream,
  type ChannelRow,
  type LivestreamRow,
} from '@sportzone/db';
import { HttpError } from '../../lib/http-errors';
import type { AppDatabase } from '../../plugins/external/db';
import type { Log, StreamedMatch } from './deps';
import { endPlaylist, HlsWriter } from './hls-writer';
import type { LogSink } from './media-server';
import type { Publication, StreamingRuntime } from './publications';
import type { Held } from './reconnects';
import type { YouTubeChannels } from './youtube/channels';

export const matchTitle = (m: Pick<StreamedMatch, 'homeName' | 'awayName'>) =>
  `${m.homeName} \u2013 ${m.awayName}`;
export const matchDescription = (m: Pick<StreamedMatch, 'sport' | 'venue' | 'court'>) =>
  [m.sport, [m.venue, m.court].filter(Boolean).join(', ')].filter(Boolean).join(' \u00b7 ');

/** A livestream's title and description when it shows a match. */
export const matchCaption = (m: Omit<StreamedMatch, 'id' | 'organizationId'>) => ({
  title: matchTitle(m),
  description: matchDescription(m),
});

/** The error code a failure carries (logged; never its message, which may hold what YouTube said). */
export const codeOf = (err: unknown) => (err instanceof HttpError ? err.code : undefined);

export interface GoingLiveDeps {
  database: AppDatabase;
  ffmpegPath: string;
  log: Log;
  /** node-media-server's and ffmpeg's lines (stream keys redacted) */
  mediaLog: LogSink;
  runtime: StreamingRuntime;
  youtube: YouTubeChannels;
}

/** How a livestream of our ingest ends, or pauses while its encoder is away (decision 048). */
function endingsIn({ database, log, runtime }: Pick<GoingLiveDeps, 'database' | 'log' | 'runtime'>) {
  const db = () => database.db;
  const { viewers } = runtime;
  /** A livestream of our ingest ends: its playlist is closed (the recording), the row says ended. */
  const endLivestream = async (livestreamId: number) => {
    endPlaylist(runtime.hlsDir(livestreamId));
    const peak = viewers.stop(livestreamId);
    const row = await findLivestream(db(), livestreamId);
    if (row && row.status === 'live')
      await updateLivestream(db(), row.id, {
        status: 'ended',
        endTime: new Date(),
        viewerCount: Math.max(row.viewerCount, peak),
      });
    log.info({ livestreamId }, 'livestream ended');
  };

  /** The current livestream ends: ffmpeg writes its last segment, the playlist is closed. */
  const endCurrent = async (pub: Publication) => {
    const current = pub.current;
    if (!current) return;
    pub.current = null;
    await current.writer.stop();
    await endLivestream(current.livestreamId);
  };

  /**
   * The encoder dropped: ffmpeg writes its last segment and the playlist stays open, the row stays live
   * and viewers are still counted; what the channel was showing, for the encoder that comes back.
   */
  const pauseCurrent = async (pub: Publication): Promise<Held> => {
    const current = pub.current;
    pub.current = null;
    await current?.writer.stop();
    return {
      channelId: pub.channelId,
      livestreamId: current?.livestreamId ?? null,
      matchId: current?.matchId ?? null,
      cameraId: pub.cameraId,
      stationId: pub.stationId,
      since: Date.now(),
    };
  };
  return { endLivestream, endCurrent, pauseCurrent };
}

export type GoingLive = ReturnType<typeof createGoingLive>;

/** Going live and ending: our ingest's publication into HLS, and a YouTube channel's broadcast. */
export function createGoingLive({ database, ffmpegPath, log, mediaLog, runtime, youtube }: GoingLiveDeps) {
  const db = () => database.db;
  const { viewers } = runtime;

  /** The livestream's video starts now: an ffmpeg writes its HLS folder from the publication. */
  const goLive = async (pub: Publication, row: LivestreamRow): Promise<LivestreamRow> => {
    const writer = new HlsWriter(ffmpegPath, runtime.hlsDir(row.id), pub.publisher, mediaLog);
    pub.current = { livestreamId: row.id, matchId: row.matchId, writer };
    viewers.start(row.id);
    const updated = await updateLivestream(db(), row.id, {
      status: 'live',
      startTime: new Date(),
      endTime: null,
      cameraId: row.cameraId ?? pub.cameraId,
      recordingPath: `hls/${row.id}`,
    });
    log.info({ livestreamId: row.id, channelId: pub.channelId }, 'livestream live');
    return updated!;
  };

  const { endCurrent, pauseCurrent, endLivestream } = endingsIn({ database, log, runtime });

  /** A match in progress at the court of this station, if any (the newest started). */
  const activeMatchAt = async (stationId: number | null) => {
    if (stationId === null) return null;
    const station = await findStation(db(), stationId);
    if (!station) return null;
    const place = (await stationPlace(db(), [station.id])).get(station.id);
    if (!place) return null;
    return activeMatchAtCourt(db(), station.organizationId, place.venueName, place.spaceName);
  };

  return {
    goLive,
    endCurrent,
    pauseCurrent,

    /** nobody came back for what a dropped encoder left: its livestream ends */
    endHeld: async (held: Held) => {
      if (held.livestreamId !== null) await endLivestream(held.livestreamId);
    },

    /**
     * An encoder came back to its channel: the livestream it left continues (its playlist goes on after
     * a discontinuity). False when that livestream has ended meanwhile (the match finished, stopped by
     * hand): the encoder goes live as any new one does.
     */
    async resume(pub: Publication, held: Held): Promise<boolean> {
      if (held.livestreamId === null) return true;
      let row = await findLivestream(db(), held.livestreamId);
      if (!row || row.status !== 'live') return false;
      const writer = new HlsWriter(ffmpegPath, runtime.hlsDir(row.id), pub.publisher, mediaLog, true);
      pub.current = { livestreamId: row.id, matchId: row.matchId, writer };
      // a match that started on the court while the encoder was away: the stream becomes its stream
      const match = row.matchId === null ? await activeMatchAt(pub.stationId) : null;
      if (match) {
        row = (await updateLivestream(db(), row.id, { matchId: match.id, ...matchCaption(match) }))!;
        pub.current.matchId = match.id;
      }
      log.info(
        { livestreamId: row.id, channelId: pub.channelId, awayMs: Date.now() - held.since },
        'livestream continues: its encoder reconnected',
      );
      return true;
    },

    /** an encoder connected: its channel's livestream goes live */
    async goLiveOnPublish(channel: ChannelRow, pub: Publication) {
      // what goes live: a planned livestream of the channel, else one of its own (of the match in
      // progress at the camera's court, if there is one)
      const [planned] = await livestreamsOfChannel(db(), channel.id, 'scheduled');
      const match = await activeMatchAt(pub.stationId);
      let row: LivestreamRow;
      if (planned) {
        row =
          planned.matchId === null && match
            ? (await updateLivestream(db(), planned.id, { matchId: match.id, ...matchCaption(match) }))!
            : planned;
      } else {
        row = await insertLivestream(db(), {
          channelId: channel.id,
          cameraId: pub.cameraId,
          matchId: match?.id ?? null,
          title: match ? matchTitle(match) : channel.name,
          description: match ? matchDescription(match) : null,
          status: 'scheduled',
        });
      }
      await goLive(pub, row);
    },

    /** A YouTube livestream ends with its match: its broadcast completes (a YouTube failure is logged). */
    async endYouTube(row: LivestreamRow) {
      const channel = await findChannel(db(), row.channelId);
      try {
        if (channel) await youtube.complete(channel, row);
      } catch (err) {
        log.warn(
          { livestreamId: row.id, code: codeOf(err) },
          'completing the youtube broadcast failed; the livestream ends here',
        );
      }
      await updateLivestream(db(), row.id, { status: 'ended', endTime: new Date() });
    },

    /**
     * A YouTube broadcast takes its livestream's new title: what is saved here stays saved when YouTube
     * refuses (it is logged; the next change tries again).
     */
    async retitleYouTube(channel: ChannelRow, row: LivestreamRow) {
      await youtube
        .retitle(channel, row)
        .catch((err: unknown) =>
          log.warn({ livestreamId: row.id, code: codeOf(err) }, 'the youtube broadcast kept its old title'),
        );
    },
  };
}
