// npm run bench:backup — a backup and a restore of 100,000 gifts, through the real commands (`npm
// run backup` and `npm run restore`, as scripts/with-db.mjs runs them): a throwaway embedded
// PostgreSQL in a temporary folder, migrated by Payload, filled by one SQL insert into donations;
// then the backup, and its restore into a second, empty database. Prints each one's time, the
// archive's size, and the peak memory (RSS) of the command's Node processes, sampled every 100 ms,
// and checks the restored gifts are the same. Needs no build. Prints figures; it does not pass or fail.
//   BENCH_GIFTS=20000 npm run bench:backup     (default 100,000)
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { nodeResidentMb } from '../tests/support/procfs'
import { startEmbeddedPostgres } from './embedded-db.mjs'

const GIFTS = Number(process.env.BENCH_GIFTS || 100_000)
const KEY = 'bench-backup-key-0123456789abcdef'

const work = mkdtempSync(path.join(tmpdir(), 'lll-bench-backup-'))
const media = path.join(work, 'media')
const backups = path.join(work, 'backups')
mkdirSync(media, { recursive: true })

/** Runs a command to its end: its output, time and peak memory. */
function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string; seconds: number; peakMb: number }> {
  const started = performance.now()
  const child = spawn('node', args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  let peakMb = 0
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const timer = setInterval(() => (peakMb = Math.max(peakMb, nodeResidentMb(child.pid!))), 100)
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearInterval(timer)
      resolve({ code, output, seconds: (performance.now() - started) / 1000, peakMb })
    }),
  )
}

const script = (file: string) => ['scripts/with-db.mjs', 'node', '--import', 'tsx', '--import', './scripts/server-modules.mjs', file]

async function sql<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

const database = await startEmbeddedPostgres({ dataDir: work })
const restoredUrl = database.url.replace(/\/[^/]+$/, '/restored')
try {
  const migrated = await run(['--import', './scripts/server-modules.mjs', 'node_modules/payload/bin.js', 'migrate'], { DATABASE_URL: database.url })
  const tables = (await sql<{ n: number }>(database.url, `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`))[0]!.n
  if (migrated.code !== 0 || !tables) throw new Error(`the migrations failed:\n${migrated.output}`)
  const filling = performance.now()
  await sql(
    database.url,
    `INSERT INTO donations (amount_cents, currency, donor_name, donor_email, is_recurring, status, method, dedication_note, created_at, updated_at)
     SELECT 1000 + (i % 490) * 100, 'usd', 'Donor ' || i, 'donor' || (i % 20000) || '@bench.example.org', i % 7 = 0, 'succeeded', 'card',
            CASE WHEN i % 10 = 0 THEN 'In memory of a friend, ' || i END, now() - (i || ' minutes')::interval, now()
     FROM generate_series(1, ${GIFTS}) AS i`,
  )
  const size = (await sql<{ size: string }>(database.url, `SELECT pg_size_pretty(pg_total_relation_size('donations')) AS size`))[0]!.size
  console.log(`${GIFTS.toLocaleString('en-US')} gifts inserted in ${((performance.now() - filling) / 1000).toFixed(1)} s (the donations table: ${size} with its indexes)`)

  const settings = { BACKUP_KEY: KEY, BACKUP_DIR: backups, MEDIA_DIR: media, S3_BUCKET: '', BACKUP_S3_PREFIX: '', LOG_LEVEL: 'warn' }
  const backup = await run(script('scripts/backup.ts'), { ...settings, DATABASE_URL: database.url })
  if (backup.code !== 0) throw new Error(`the backup failed:\n${backup.output}`)
  const archive = readdirSync(backups).find((name) => name.endsWith('.fll'))!
  const archiveMb = statSync(path.join(backups, archive)).size / 1e6
  console.log(`backup:  ${backup.seconds.toFixed(1)} s, archive ${archiveMb.toFixed(1)} MB, peak memory ${Math.round(backup.peakMb)} MB`)

  await sql(database.url, 'CREATE DATABASE restored')
  const restore = await run(script('scripts/restore.ts').concat(path.join(backups, archive)), { ...settings, DATABASE_URL: restoredUrl, MEDIA_DIR: path.join(work, 'restored-media') })
  if (restore.code !== 0) throw new Error(`the restore failed:\n${restore.output}`)
  console.log(`restore: ${restore.seconds.toFixed(1)} s (the archive read twice: checked whole, then loaded), peak memory ${Math.round(restore.peakMb)} MB`)

  const digest = `SELECT count(*)::int AS n, md5(string_agg(d::text, '|' ORDER BY d.id)) AS digest FROM donations d`
  const [before] = await sql<{ n: number; digest: string }>(database.url, digest)
  const [after] = await sql<{ n: number; digest: string }>(restoredUrl, digest)
  console.log(`restored: ${after!.n.toLocaleString('en-US')} gifts, ${after!.digest === before!.digest ? 'every one the same' : 'NOT THE SAME as the original'}`)
} finally {
  await database.stop({ waitForClients: false })
  rmSync(work, { recursive: true, force: true })
}
process.exit(0)
