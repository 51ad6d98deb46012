/**
 * A PostgreSQL database as the target of a restore: is it empty, who else is connected, and (with
 * --force) clearing what Sportzone made in it: the tables, sequences, functions and types of `public`
 * and drizzle's migrations. Objects of other schemas, the schema `public` itself and its grants stay.
 */
import type { DbOrTx } from '@sportzone/db';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../plugins/external/db';
import { quoteIdentifier, rowsOf } from './dump';

/** Objects of Sportzone's schemas, by kind; zero means the database is empty for a restore. */
export async function objectsIn(db: DbOrTx): Promise<number> {
  const [row] = await rowsOf<{ count: string }>(
    db,
    `select count(*)::text as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
  );
  return Number(row?.count ?? 0);
}

/** Other sessions on this database: servers still running on it. */
export async function otherSessions(db: DbOrTx): Promise<number> {
  const [row] = await rowsOf<{ count: string }>(
    db,
    `select count(*)::text as count from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  return Number(row?.count ?? 0);
}

export async function clearDatabase(database: AppDatabase): Promise<void> {
  await database.transaction(async (tx) => {
    // fail at once, rather than wait, should a session still hold a table
    await tx.execute(sql.raw(`set local lock_timeout = '5s'`));
    const run = (statement: string) => tx.execute(sql.raw(statement));
    await run('drop schema if exists drizzle cascade');
    const drops: { kind: string; name: string }[] = await rowsOf(
      tx,
      `select case c.relkind when 'v' then 'view' when 'm' then 'materialized view'
                  when 'f' then 'foreign table' else 'table' end as kind,
              quote_ident(c.relname) as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
    );
    for (const { kind, name } of drops) await run(`drop ${kind} if exists public.${name} cascade`);
    const sequences = await rowsOf<{ name: string }>(
      tx,
      `select sequencename as name from pg_sequences where schemaname = 'public'`,
    );
    for (const { name } of sequences)
      await run(`drop sequence if exists public.${quoteIdentifier(name)} cascade`);
    const functions = await rowsOf<{ signature: string }>(
      tx,
      `select p.oid::regprocedure::text as signature from pg_proc p
        where p.pronamespace = 'public'::regnamespace
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
    );
    for (const { signature } of functions) await run(`drop function if exists ${signature} cascade`);
    const types = await rowsOf<{ name: string }>(
      tx,
      `select quote_ident(t.typname) as name from pg_type t
        where t.typnamespace = 'public'::regnamespace and t.typtype in ('e', 'd', 'c', 'r')
          and (t.typrelid = 0 or (select relkind from pg_class where oid = t.typrelid) = 'c')
          and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')`,
    );
    for (const { name } of types) await run(`drop type if exists public.${name} cascade`);
  });
}
