#!/usr/bin/env node
// npm run bench:export — against the production build (run `npm run build` first): fills a fresh
// database with 100,000 donations, downloads GET /api/donations/export.csv as staff, and prints
// the time taken and the server's peak resident memory. Prints figures; never fails on them.
import { execSync, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import pg from 'pg'
import { TEST_ADMIN } from '../tests/support/constants.mjs'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const server = spawn('node', ['tests/support/serve.mjs'], { stdio: ['ignore', 'pipe', 'ignore'] })
const [baseURL, databaseURL] = await new Promise((resolve, reject) => {
  createInterface({ input: server.stdout }).on('line', (line) => line.startsWith('READY ') && resolve(line.split(' ').slice(1, 3)))
  server.once('exit', (code) => reject(new Error(`server exited (${code})`)))
})
const stop = () =>
  new Promise((resolve) => {
    server.once('exit', resolve)
    server.kill('SIGTERM')
  })

/** Resident memory (KB) of the Next.js server processes started for this run. */
function serverRssKb() {
  const pids = execSync("pgrep -f 'next-server|next start|scripts/server.mjs' || true").toString().trim().split('\n').filter(Boolean)
  return Math.max(
    0,
    ...pids.map((pid) => {
      try {
        return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
      } catch {
        return 0
      }
    }),
  )
}

try {
  const db = new pg.Client({ connectionString: databaseURL })
  await db.connect()
  const filled = Date.now()
  await db.query(
    `INSERT INTO donations (amount_cents, currency, donor_name, donor_email, is_recurring, status, dedication_note, created_at, updated_at)
     SELECT 500 + (i % 50000), 'usd', 'Donor ' || i, 'donor' || i || '@example.org', i % 4 = 0,
            (ARRAY['succeeded','pending','failed','refunded'])[1 + i % 4]::enum_donations_status,
            CASE WHEN i % 10 = 0 THEN 'In memory of friend ' || i END,
            now() - (i || ' minutes')::interval, now()
     FROM generate_series(1, $1) AS i`,
    [ROWS],
  )
  await db.end()
  console.log(`Filled ${ROWS.toLocaleString()} donations in ${((Date.now() - filled) / 1000).toFixed(1)} s`)

  const login = await fetch(`${baseURL}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) })
  const { access_token: token } = await login.json()
  const before = serverRssKb()
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, serverRssKb())), 50)
  const started = performance.now()
  const response = await fetch(`${baseURL}/api/donations/export.csv`, { headers: { Authorization: `Bearer ${token}` } })
  let bytes = 0
  let lines = 0
  for await (const chunk of response.body) {
    bytes += chunk.length
    for (const byte of chunk) if (byte === 10) lines++
  }
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  peak = Math.max(peak, serverRssKb())
  console.log(`\nCSV export of ${ROWS.toLocaleString()} donations`)
  console.table([
    {
      status: response.status,
      rows: lines - 1,
      'size MB': Number((bytes / 1048576).toFixed(1)),
      seconds: Number(seconds.toFixed(2)),
      'server RSS before MB': Math.round(before / 1024),
      'server RSS peak MB': Math.round(peak / 1024),
      'growth MB': Math.round((peak - before) / 1024),
    },
  ])
} finally {
  await stop()
}
