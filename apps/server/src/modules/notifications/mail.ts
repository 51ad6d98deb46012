import {
  pageOf,
  type OutboxItem,
  type OutboxListQuery,
  type OutboxStatus,
  type PagedResult,
} from '@sportzone/contracts';
import { insertOutbox, listOutbox, type OutboxRow } from '@sportzone/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { normalizeSearch } from '../../lib/search';
import type { AppDatabase } from '../../plugins/external/db';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** what the mail is about (e.g. "invitation") and the id of that record */
  kind: string;
  referenceId?: number | null;
}

export interface MailResult {
  status: OutboxStatus;
  outboxId: number;
  error: string | null;
}

/**
 * Email: sent through SMTP_URL when configured. Every mail is also written to the outbox table:
 * `stored` when there is no SMTP server (admins read it in the app), `sent`, or `failed` with the
 * error, so nothing is lost silently. Sending never throws: the caller gets the outcome.
 */
export interface MailService {
  readonly enabled: boolean;
  send(message: MailMessage): Promise<MailResult>;
  outbox(query: OutboxListQuery): Promise<PagedResult<OutboxItem>>;
  /** closes the SMTP connections */
  close(): void;
}

export interface MailDeps {
  database: AppDatabase;
  smtpUrl: string | undefined;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export function outboxDto(row: OutboxRow): OutboxItem {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    kind: row.kind,
    referenceId: row.referenceId,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/** `SMTP_URL` may carry the sender as `?from=` (e.g. smtp://host:587?from=Club%20%3Cclub%40example.org%3E). */
export function senderOf(smtpUrl: string | undefined, publicUrl: string): string {
  if (smtpUrl) {
    const from = new URL(smtpUrl).searchParams.get('from');
    if (from) return from;
  }
  return `Sportzone <no-reply@${new URL(publicUrl).hostname}>`;
}

export function createMailService({ database, smtpUrl, publicUrl, log }: MailDeps): MailService {
  const db = () => database.db;
  const from = senderOf(smtpUrl, publicUrl);
  let transport: Transporter | null = null;
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    url.searchParams.delete('from');
    transport = nodemailer.createTransport({
      url: url.toString(),
      // a slow or absent mail server must not hold a request for minutes
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  const record = (
    message: MailMessage,
    status: OutboxStatus,
    extra: { error?: string; messageId?: string } = {},
  ) =>
    insertOutbox(db(), {
      toAddress: message.to,
      subject: message.subject,
      text: message.text,
      kind: message.kind,
      referenceId: message.referenceId ?? null,
      status,
      error: extra.error ?? null,
      messageId: extra.messageId ?? null,
      sentAt: status === 'sent' ? new Date() : null,
    });

  return {
    enabled: transport !== null,
    close: () => transport?.close(),
    async send(message) {
      if (!transport) {
        const row = await record(message, 'stored');
        return { status: 'stored', outboxId: row.id, error: null };
      }
      try {
        const info = await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          textEncoding: 'quoted-printable',
        });
        const row = await record(message, 'sent', { messageId: String(info.messageId ?? '') });
        return { status: 'sent', outboxId: row.id, error: null };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        log.warn({ err, to: message.to, kind: message.kind }, 'sending mail failed; kept in the outbox');
        const row = await record(message, 'failed', { error: error.slice(0, 2000) });
        return { status: 'failed', outboxId: row.id, error };
      }
    },
    async outbox(query) {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const { rows, total } = await listOutbox(db(), {
        page,
        pageSize,
        status: query.status ?? null,
        searchTerm: normalizeSearch(query.searchTerm),
      });
      return pageOf(rows.map(outboxDto), page, pageSize, total);
    },
  };
}
