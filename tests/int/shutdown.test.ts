import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort, startEmbeddedPostgres } from '../../scripts/embedded-db.mjs'
import { TEST_ADMIN, TEST_PAYLOAD_SECRET } from '../support/constants.mjs'
import { startFakeSmtp } from '../support/fakeSmtp'
import { freshAddress } from '../support/http'
import { jobsSettled } from '../support/jobs'
import { eventually, mailText, readMailbox } from '../support/mailbox'
import { appServerPid, postgresPids } from '../support/procfs'
import { type Stack, startStack } from '../support/startStack'

/**
 * A deploy (SIGTERM) and a database that drops its connections or restarts (a failover): nothing a
 * visitor sent is cut off or lost, and the server neither throws nor stays broken.
 */

const CONTACT_TO = 'foundation@shutdown.example.org'
const run = Date.now().toString(36)

const mailEnv = (smtpPort: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'Website <website@shutdown.example.org>',
  CONTACT_TO_EMAIL: CONTACT_TO,
  TRUSTED_PROXY_HOPS: '1',
})

/** A contact message's status, or the network error's code (ECONNRESET …) when there was no answer. */
async function sendContact(stack: Stack, email: string): Promise<number | string> {
  try {
    const response = await fetch(`${stack.baseURL}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() },
      body: JSON.stringify({ name: 'Sam Writer', email, subject: 'Hello', message: `A note from ${email}.` }),
    })
    await response.arrayBuffer()
    return response.status
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause
    return cause?.code ?? String(error)
  }
}

const healthStatus = (stack: Stack) =>
  fetch(`${stack.baseURL}/api/health`).then(
    (r) => r.status,
    () => 0,
  )
const isRunning = (pid: number) => existsSync(`/proc/${pid}`)

describe('a stop signal (a deploy) with 20 requests in flight', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>
  let staying: Stack
  let leaving: Stack

  beforeAll(async () => {
    smtp = await startFakeSmtp({ smtp: 0, mailbox: 0 })
    // The instance that stays starts first and so runs the jobs queue; the one a deploy replaces
    // joins its database, and gives load balancers two seconds' notice.
    staying = await startStack(mailEnv(smtp.smtpPort))
    leaving = await startStack({ ...mailEnv(smtp.smtpPort), DATABASE_URL: staying.databaseURL, SHUTDOWN_DRAIN_SECONDS: '2' }, { captureOutput: true })
    expect(await sendContact(leaving, `warm-${run}@shutdown.example.org`)).toBe(201)
  })
  afterAll(async () => {
    await leaving?.stop()
    await staying?.stop()
    await smtp?.stop()
  })

  it('answers every one, says 503 to health while draining, exits within the grace, and each mail goes out once', async () => {
    const server = appServerPid(leaving.pid)
    const emails = Array.from({ length: 20 }, (_, i) => `deploy-${i}-${run}@shutdown.example.org`)
    const answers = Promise.all(emails.map((email) => sendContact(leaving, email)))
    const signalled = Date.now()
    process.kill(server, 'SIGTERM')

    expect(await eventually(async () => ((await healthStatus(leaving)) === 503 ? 503 : undefined), 2_000)).toBe(503)
    expect(await answers).toEqual(emails.map(() => 201))
    await eventually(async () => (isRunning(server) ? undefined : true), 25_000)
    expect(Date.now() - signalled).toBeLessThan(25_000)
    expect(leaving.output()).toMatch(/SIGTERM: draining for 2 s/)

    await jobsSettled(staying.databaseURL)
    const mails = await readMailbox(smtp.mailboxURL)
    expect(emails.map((email) => mails.filter((mail) => mailText(mail).includes(`A note from ${email}.`)).length)).toEqual(emails.map(() => 1))
    expect(await sendContact(staying, `after-${run}@shutdown.example.org`)).toBe(201)
  })
})

describe('the database drops every connection, then restarts', () => {
  let dataDir: string
  let database: Awaited<ReturnType<typeof startEmbeddedPostgres>>
  let stack: Stack

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lll-failover-'))
    database = await startEmbeddedPostgres({ dataDir })
    stack = await startStack({ DATABASE_URL: database.url, TRUSTED_PROXY_HOPS: '1' }, { captureOutput: true })
    expect(await sendContact(stack, `before-${run}@failover.example.org`)).toBe(201)
  })
  afterAll(async () => {
    await stack?.stop()
    await database?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('pg_terminate_backend on the server’s connections: a warning, no uncaughtException, and the next requests succeed', async () => {
    const admin = new pg.Client({ connectionString: database.url })
    await admin.connect()
    const { rows } = await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`)
    await admin.query(`SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid`, [rows.map((r) => r.pid)])
    expect(rows.length).toBeGreaterThan(0)
    // pg_terminate_backend only signals: the backends end, and their clients hear of it, a moment later.
    const gone = async () => (await admin.query(`SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1)`, [rows.map((r) => r.pid)])).rowCount === 0
    await eventually(async () => ((await gone()) ? true : undefined))
    await admin.end()

    await eventually(async () => (/\[database\] A connection was lost/.test(stack.output()) ? true : undefined))
    for (let i = 0; i < 3; i++) expect(await sendContact(stack, `after-terminate-${i}-${run}@failover.example.org`)).toBe(201)
    expect(await healthStatus(stack)).toBe(200)
    expect(stack.output()).not.toMatch(/uncaughtException|unhandledRejection/)
  })

  it('a restart: 503 while it is down, and the first requests once it is back succeed', async () => {
    const { port } = database
    await database.stop({ waitForClients: false })
    expect(await sendContact(stack, `during-${run}@failover.example.org`)).toBe(503)
    expect(await healthStatus(stack)).toBe(503)

    database = await startEmbeddedPostgres({ dataDir, port })
    expect(await sendContact(stack, `back-${run}@failover.example.org`)).toBe(201)
    expect(await healthStatus(stack)).toBe(200)
    expect(stack.output()).not.toMatch(/uncaughtException|unhandledRejection/)
  })
})

describe('`npm start` without DATABASE_URL (scripts/with-db.mjs and its embedded PostgreSQL): a stop signal', () => {
  let dataDir: string

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lll-with-db-'))
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('exits only once the server has drained and stopped and the PostgreSQL it started is gone', { timeout: 180_000 }, async () => {
    const port = await freePort()
    const baseURL = `http://127.0.0.1:${port}`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(dataDir, 'media'),
      PAYLOAD_SECRET: TEST_PAYLOAD_SECRET,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SITE_URL: baseURL,
      SEED_DEMO: 'false',
      SHUTDOWN_DRAIN_SECONDS: '2',
    }
    delete env.DATABASE_URL
    const start = spawn('node', ['scripts/with-db.mjs', 'node', 'scripts/server.mjs', '-p', String(port), '-H', '127.0.0.1'], { env, stdio: ['ignore', 'inherit', 'inherit'] })
    const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)))
    try {
      await eventually(
        async () =>
          (await fetch(`${baseURL}/api/health`).then(
            (r) => r.status,
            () => 0,
          )) === 200
            ? true
            : undefined,
        120_000,
      )
      const server = appServerPid(start.pid!)
      const postgres = postgresPids(path.join(dataDir, 'postgres'))
      expect(postgres.length).toBeGreaterThan(0)

      const signalled = Date.now()
      start.kill('SIGTERM')
      const code = await exited
      const took = Date.now() - signalled
      // Not before the server's two seconds of draining, and after it and the database are gone.
      expect(took).toBeGreaterThanOrEqual(2_000)
      expect(isRunning(server)).toBe(false)
      expect(postgres.filter(isRunning)).toEqual([])
      expect(code).toBe(0)
    } finally {
      if (start.exitCode === null && start.signalCode === null) start.kill('SIGKILL')
    }
  })
})
