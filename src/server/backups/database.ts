import 'server-only'

import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { Migration, Payload } from 'payload'
import pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'

import type { ArchiveEntry, SequenceState, TableHeader } from './archive'

/*
 * The database part of a backup, with no pg_dump: the schema is the app's own (its committed
 * migrations), so an archive holds the data alone, every table of the public schema in
 * PostgreSQL's COPY text format, with the names of the migrations applied and every sequence's
 * value. A restore migrates an empty database to exactly those migrations, loads each table with
 * COPY … FROM, and sets every sequence, all in one transaction: it is restored whole or not at all.
 */

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`

export type TableColumns = { name: string; columns: string[] }

/**
 * A connection of its own (not the app's pool): no statement or idle timeout cuts a long COPY
 * short, and a backup never holds one of the pool's connections.
 */
export async function connectForBackup(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString })
  // A lost connection fails the query in hand; without a listener it would also be an uncaughtException.
  client.on('error', () => undefined)
  await client.connect()
  await client.query('SET statement_timeout = 0; SET idle_in_transaction_session_timeout = 0; SET lock_timeout = 0')
  return client
}

/** Every table of the public schema with its columns (generated ones left out: PostgreSQL computes them). */
async function tablesOf(client: pg.Client): Promise<TableColumns[]> {
  const { rows } = await client.query<TableColumns>(`
    SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    WHERE n.nspname = 'public' AND c.relkind = 'r'
    GROUP BY c.relname
    ORDER BY c.relname`)
  return rows
}

async function sequencesOf(client: pg.Client): Promise<SequenceState[]> {
  const { rows } = await client.query<{ name: string }>(`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`)
  const states: SequenceState[] = []
  for (const { name } of rows) {
    const { rows: state } = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text AS last_value, is_called FROM public.${ident(name)}`)
    states.push({ name, last_value: state[0]!.last_value, is_called: state[0]!.is_called })
  }
  return states
}

/** The migrations Payload has applied, oldest first (none for a database it never migrated). */
async function migrationsOf(client: pg.Client): Promise<string[]> {
  const { rows: exists } = await client.query<{ found: boolean }>(`SELECT to_regclass('public.payload_migrations') IS NOT NULL AS found`)
  if (!exists[0]?.found) return []
  // batch -1 is Payload's development push, which is no migration.
  const { rows } = await client.query<{ name: string }>(`SELECT name FROM payload_migrations WHERE batch IS DISTINCT FROM -1 ORDER BY name`)
  return rows.map((row) => row.name)
}

export type Snapshot = {
  postgresVersion: string
  migrations: string[]
  sequences: SequenceState[]
  tables: TableColumns[]
  /** Each table's rows as COPY text, read one after the other from the same snapshot. */
  entries: () => AsyncGenerator<ArchiveEntry>
  /** Ends the snapshot's transaction. */
  close: () => Promise<void>
}

/**
 * One consistent view of the whole database (a REPEATABLE READ, READ ONLY transaction, as
 * pg_dump takes), for as long as its tables are being read. Sequences are read first: their values
 * are at least those of every row the snapshot sees.
 */
export async function openSnapshot(client: pg.Client): Promise<Snapshot> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version')
  const sequences = await sequencesOf(client)
  const migrations = await migrationsOf(client)
  const tables = await tablesOf(client)
  async function* entries(): AsyncGenerator<ArchiveEntry> {
    for (const table of tables) {
      const header: TableHeader = { type: 'table', name: table.name, columns: table.columns }
      yield { header, body: client.query(copyTo(`COPY public.${ident(table.name)} (${table.columns.map(ident).join(', ')}) TO STDOUT`)) }
    }
  }
  return { postgresVersion: rows[0]?.server_version ?? 'unknown', migrations, sequences, tables, entries, close: async () => void (await client.query('COMMIT')) }
}

export type DatabaseContents = { tables: string[]; otherObjects: number }

/** What the public schema holds: its tables, and how many other objects (sequences, types, functions, views). */
export async function databaseContents(client: pg.Client): Promise<DatabaseContents> {
  const { rows } = await client.query<{ name: string; relkind: string }>(`
    SELECT c.relname AS name, c.relkind::text AS relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
    ORDER BY c.relname`)
  const { rows: others } = await client.query<{ n: number }>(`
    SELECT (SELECT count(*) FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
              WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'r', 'm')
                AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = t.oid AND d.deptype = 'e'))
         + (SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
              WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')) AS n`)
  const tables = rows.filter((row) => row.relkind === 'r' || row.relkind === 'p').map((row) => row.name)
  return { tables, otherObjects: rows.length - tables.length + Number(others[0]?.n ?? 0) }
}

/**
 * Drops everything of the public schema that no extension owns (tables, views, sequences,
 * functions, enum and domain types), one object at a time, so a role that owns them but not the
 * schema itself (a managed PostgreSQL) can do it. In one transaction: all or nothing.
 */
export async function emptyDatabase(client: pg.Client): Promise<void> {
  const notOfAnExtension = (oid: string) => `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = ${oid} AND d.deptype = 'e')`
  await client.query('BEGIN')
  try {
    const drops = await client.query<{ statement: string }>(`
      SELECT format('DROP VIEW IF EXISTS public.%I CASCADE', c.relname) AS statement FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'v' AND ${notOfAnExtension('c.oid')}
      UNION ALL
      SELECT format('DROP MATERIALIZED VIEW IF EXISTS public.%I CASCADE', c.relname) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'm' AND ${notOfAnExtension('c.oid')}
      UNION ALL
      SELECT format('DROP TABLE IF EXISTS public.%I CASCADE', c.relname) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'f') AND ${notOfAnExtension('c.oid')}`)
    for (const { statement } of drops.rows) await client.query(statement)
    // Then what the tables did not take with them.
    const rest = await client.query<{ statement: string }>(`
      SELECT format('DROP SEQUENCE IF EXISTS public.%I CASCADE', c.relname) AS statement FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'S' AND ${notOfAnExtension('c.oid')}
      UNION ALL
      SELECT format('DROP ROUTINE IF EXISTS %s CASCADE', p.oid::regprocedure) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public' AND p.prokind IN ('f', 'p') AND ${notOfAnExtension('p.oid')}
      UNION ALL
      SELECT format('DROP TYPE IF EXISTS public.%I CASCADE', t.typname) FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'r', 'm') AND ${notOfAnExtension('t.oid')}`)
    for (const { statement } of rest.rows) await client.query(statement)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  }
}

/** A named migration of src/migrations, as Payload runs it. */
export type NamedMigration = Pick<Migration, 'name' | 'up'>

/**
 * Runs `migrations` on this connection, inside the transaction it has open: their SQL only (each
 * is `db.execute(sql…)`), without Payload's own bookkeeping, since the archive's payload_migrations
 * table is loaded right after.
 */
export async function runMigrations(client: pg.Client, migrations: NamedMigration[], payload: Payload): Promise<void> {
  const db = drizzle({ client })
  for (const migration of migrations) {
    await migration.up({ db, payload, req: { payload, context: {} } } as unknown as Parameters<Migration['up']>[0])
  }
}

type ForeignKey = { table: string; name: string; definition: string }

/**
 * Takes every foreign key off for the load (rows arrive table by table, in any order) and gives
 * back what puts them on again: adding them checks every row, so a restore that left a dangling
 * reference fails whole.
 */
export async function suspendForeignKeys(client: pg.Client): Promise<() => Promise<void>> {
  const { rows } = await client.query<ForeignKey>(`
    SELECT rel.relname AS table, con.conname AS name, pg_get_constraintdef(con.oid) AS definition
    FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid JOIN pg_namespace n ON n.oid = rel.relnamespace
    WHERE con.contype = 'f' AND n.nspname = 'public'
    ORDER BY rel.relname, con.conname`)
  for (const key of rows) await client.query(`ALTER TABLE public.${ident(key.table)} DROP CONSTRAINT ${ident(key.name)}`)
  return async () => {
    for (const key of rows) await client.query(`ALTER TABLE public.${ident(key.table)} ADD CONSTRAINT ${ident(key.name)} ${key.definition}`)
  }
}

/** Empties the tables about to be loaded (what a migration may have put in them). */
export async function truncateTables(client: pg.Client, names: string[]): Promise<void> {
  if (names.length) await client.query(`TRUNCATE ${names.map((name) => `public.${ident(name)}`).join(', ')}`)
}

/** The tables of the database as migrated, with their columns. */
export const migratedTables = (client: pg.Client): Promise<TableColumns[]> => tablesOf(client)

/** Loads one table from its COPY text, streamed. */
export async function copyInto(client: pg.Client, table: TableHeader, body: AsyncIterable<Buffer>): Promise<void> {
  await pipeline(Readable.from(body), client.query(copyFrom(`COPY public.${ident(table.name)} (${table.columns.map(ident).join(', ')}) FROM STDIN`)))
}

/** Every sequence as the archive recorded it (one the migrated schema lacks is left out). */
export async function setSequences(client: pg.Client, sequences: SequenceState[]): Promise<void> {
  for (const sequence of sequences) {
    await client.query(`SELECT setval(to_regclass($1), $2::bigint, $3) FROM (SELECT 1) AS one WHERE to_regclass($1) IS NOT NULL`, [
      `public.${ident(sequence.name)}`,
      sequence.last_value,
      sequence.is_called,
    ])
  }
}
