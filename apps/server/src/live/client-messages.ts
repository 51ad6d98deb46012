import { LIVE_CLOSE, LiveClientMessage, MATCH_SPORTS } from '@sportzone/contracts';
import { Compile } from 'typebox/compile';
import type { Connection, Sender } from './connection';
import { sportOfList, type ListTopics } from './topics/list';
import type { MatchTopics } from './topics/match';
import type { TournamentTopics } from './topics/tournament';
import type { UserTopics } from './topics/user';

const MAX_TOPICS_PER_CONNECTION = 100;
const MAX_BAD_MESSAGES = 20;

const checkClientMessage = Compile(LiveClientMessage);
const SPORTS: readonly string[] = MATCH_SPORTS;

/** What a viewer sends: subscribe (with the seq it holds), unsubscribe, ping; anything else is counted. */
export function createClientMessages(deps: {
  sender: Sender;
  matches: Pick<MatchTopics, 'subscribe'>;
  tournaments: Pick<TournamentTopics, 'subscribe'>;
  users: Pick<UserTopics, 'subscribe'>;
  lists: Pick<ListTopics, 'subscribe'>;
  unsubscribe(conn: Connection, topic: string): void;
  log: { error(data: object, message: string): void };
}): (conn: Connection, data: Buffer, isBinary: boolean) => void {
  const { sender, matches, tournaments, users, lists, unsubscribe, log } = deps;
  return onMessage;

  function onMessage(conn: Connection, data: Buffer, isBinary: boolean): void {
    let message: unknown;
    try {
      message = isBinary ? undefined : JSON.parse(data.toString('utf8'));
    } catch {
      message = undefined;
    }
    if (!checkClientMessage.Check(message)) {
      conn.badMessages++;
      sender.error(
        conn,
        'bad_message',
        'Send {type:"subscribe"|"unsubscribe", topic} or {type:"ping"} as JSON text.',
      );
      if (conn.badMessages > MAX_BAD_MESSAGES) conn.socket.close(LIVE_CLOSE.policy, 'too many bad messages');
      return;
    }
    const msg = message as LiveClientMessage;
    if (msg.type === 'ping') {
      sender.message(conn, { type: 'pong' });
      return;
    }
    const topic = msg.topic;
    if (msg.type === 'unsubscribe') {
      unsubscribe(conn, topic);
      return;
    }
    if (conn.topics.has(topic)) unsubscribe(conn, topic); // subscribing again = resuming from lastSeq
    if (conn.topics.size >= MAX_TOPICS_PER_CONNECTION) {
      sender.error(
        conn,
        'too_many_subscriptions',
        `At most ${MAX_TOPICS_PER_CONNECTION} topics per connection.`,
        topic,
      );
      return;
    }
    if (topic.startsWith('match:')) {
      conn.topics.add(topic);
      void matches.subscribe(conn, topic, Number(topic.slice(6)), msg.lastSeq);
      return;
    }
    if (topic.startsWith('tournament:')) {
      conn.topics.add(topic);
      void tournaments.subscribe(conn, topic, Number(topic.slice(11)));
      return;
    }
    if (topic === 'user') {
      conn.topics.add(topic);
      void users.subscribe(conn);
      return;
    }
    const sport = sportOfList(topic);
    if (sport !== null && !SPORTS.includes(sport)) {
      sender.error(conn, 'unknown_topic', `Unknown sport "${sport}".`, topic);
      return;
    }
    conn.topics.add(topic);
    lists.subscribe(conn, topic, sport).catch((err: unknown) => {
      log.error({ err }, 'live: list subscribe failed');
      conn.topics.delete(topic);
      sender.error(conn, 'unavailable', 'Try again shortly.', topic);
    });
  }
}
