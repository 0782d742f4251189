import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort, startEmbeddedPostgres } from '../../scripts/embedded-db.mjs'
import { TEST_ADMIN } from '../support/constants.mjs'
import { eventInput } from '../support/events'
import type { ReceivedMail } from '../support/fakeSmtp'
import { startFakeSmtp } from '../support/fakeSmtp'
import { freshAddress } from '../support/http'
import { jobsSettled, jobsTried } from '../support/jobs'
import { eventually, mailText, readMailbox, setSmtpMode } from '../support/mailbox'
import { appServerPid } from '../support/procfs'
import { type Stack, startStack } from '../support/startStack'
import { startWorker } from '../support/worker'

/**
 * Mail and later work go through Payload's Jobs Queue: nothing a visitor sends is lost when the
 * SMTP server is away or a process dies, a mail that fails for good is shown to staff, and a
 * mail is sent once however many instances run.
 */

const CONTACT_TO = 'foundation@jobs.example.org'
const run = Date.now().toString(36)

type Smtp = Awaited<ReturnType<typeof startFakeSmtp>>

async function startSmtp(smtpPort = 0): Promise<Smtp> {
  return startFakeSmtp({ smtp: smtpPort, mailbox: 0 })
}

const mailEnv = (smtpPort: number, extra: Record<string, string> = {}) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'Website <website@jobs.example.org>',
  CONTACT_TO_EMAIL: CONTACT_TO,
  TRUSTED_PROXY_HOPS: '1',
  ...extra,
})

const post = (stack: Stack, route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${stack.baseURL}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress(), ...headers },
    body: JSON.stringify(body),
  })

async function signIn(stack: Stack): Promise<string> {
  const response = await post(stack, '/api/auth/login', TEST_ADMIN)
  expect(response.status).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

async function publishEvent(stack: Stack, token: string, title: string): Promise<number> {
  const response = await post(stack, '/api/admin/events', eventInput(title), { Authorization: `Bearer ${token}` })
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: number }).id
}

/** A contact post, timed: its status and how long the answer took. */
async function timedContact(stack: Stack, email: string): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  const response = await post(stack, '/api/contact', { name: 'Sam Writer', email, subject: 'Hello', message: `A note from ${email}.` })
  await response.arrayBuffer()
  return { status: response.status, ms: performance.now() - started }
}

/** How many of `mails` each of `markers` appears in. */
const countsOf = (mails: ReceivedMail[], markers: string[]) => markers.map((marker) => mails.filter((m) => mailText(m).includes(marker)).length)

async function queryOne<T>(databaseURL: string, text: string, values: unknown[] = []): Promise<T | undefined> {
  const client = new pg.Client({ connectionString: databaseURL })
  await client.connect()
  try {
    return (await client.query(text, values)).rows[0] as T | undefined
  } finally {
    await client.end()
  }
}

describe('an SMTP outage loses nothing', () => {
  let stack: Stack
  let smtp: Smtp | undefined
  let smtpPort: number

  beforeAll(async () => {
    smtpPort = await freePort() // nothing listens there yet: the SMTP server is down
    stack = await startStack(mailEnv(smtpPort, { MAIL_RETRY_BASE_SECONDS: '1' }))
  })
  afterAll(async () => {
    await stack?.stop()
    await smtp?.stop()
  })

  it('answers 20 contact posts and 5 RSVPs at once; once SMTP is back, all 25 mails arrive, each once', { timeout: 180_000 }, async () => {
    const token = await signIn(stack)
    const eventId = await publishEvent(stack, token, `Outage walk ${run}`)
    const writers = Array.from({ length: 20 }, (_, i) => `writer-${i}-${run}@jobs.example.org`)
    const guests = Array.from({ length: 5 }, (_, i) => `guest-${i}-${run}@jobs.example.org`)

    const answers = []
    for (const email of writers) answers.push(await timedContact(stack, email))
    for (const email of guests) {
      const started = performance.now()
      const response = await post(stack, `/api/events/${eventId}/rsvp`, { name: 'A Guest', email })
      await response.arrayBuffer()
      answers.push({ status: response.status, ms: performance.now() - started })
    }
    expect(answers.map((a) => a.status)).toEqual(Array(25).fill(201))
    // No answer waited for the SMTP server (a connection attempt alone would be refused at once,
    // but nothing tries it inside a request).
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(2000)

    await jobsTried(stack.databaseURL, 25) // every mail has failed once
    smtp = await startSmtp(smtpPort)
    const mails = await eventually(async () => {
      const received = await readMailbox(smtp!.mailboxURL)
      return received.length >= 25 ? received : undefined
    }, 120_000)
    await jobsSettled(stack.databaseURL) // anything sent twice would have been sent by now
    const all = await readMailbox(smtp.mailboxURL)
    expect(all).toHaveLength(25)
    expect(countsOf(all, writers)).toEqual(Array(20).fill(1))
    expect(guests.map((guest) => all.filter((m) => m.to.includes(guest)).length)).toEqual(Array(5).fill(1))
    expect(mails.filter((m) => m.to.includes(CONTACT_TO))).toHaveLength(20)
  })
})

describe('a mail that fails for good', () => {
  let stack: Stack
  let smtp: Smtp
  let token: string

  beforeAll(async () => {
    smtp = await startSmtp()
    stack = await startStack(mailEnv(smtp.smtpPort, { MAIL_RETRY_ATTEMPTS: '1', MAIL_RETRY_BASE_SECONDS: '1' }))
    token = await signIn(stack)
  })
  afterAll(async () => {
    await stack?.stop()
    await smtp?.stop()
  })

  const overview = async () => {
    const response = await fetch(`${stack.baseURL}/api/admin/jobs`, { headers: { Authorization: `Bearer ${token}` } })
    expect(response.status).toBe(200)
    return (await response.json()) as { waiting: number; failed: { id: number; task: string; error: string; tries: number }[] }
  }
  const retry = (id: number | string, auth = true) => fetch(`${stack.baseURL}/api/admin/jobs/${id}/retry`, { method: 'POST', headers: auth ? { Authorization: `Bearer ${token}` } : {} })

  it('ends as failed with its reason for staff; Retry sends it once the SMTP server takes mail again', { timeout: 60_000 }, async () => {
    await setSmtpMode(smtp.mailboxURL, { refuse: true })
    const email = `refused-${run}@jobs.example.org`
    expect((await timedContact(stack, email)).status).toBe(201)
    const failed = await eventually(async () => (await overview()).failed.find((job) => job.task === 'Contact message to staff'), 30_000)
    expect(failed.error).toMatch(/554 Mailbox full/)
    expect(failed.tries).toBe(2) // the first attempt and its one retry
    expect((await overview()).waiting).toBe(0)
    expect(await readMailbox(smtp.mailboxURL)).toEqual([])

    await setSmtpMode(smtp.mailboxURL, {})
    const retried = await retry(failed.id)
    expect(retried.status).toBe(200)
    expect(await retried.json()).toEqual({ message: 'The job will run again within a minute.' })
    const mail = await eventually(async () => (await readMailbox(smtp.mailboxURL)).find((m) => mailText(m).includes(email)), 20_000)
    expect(mail.to).toEqual([CONTACT_TO])
    await eventually(async () => ((await overview()).failed.length === 0 ? true : undefined))

    // The job is done now: retrying it again is refused, and nothing is sent twice.
    const again = await retry(failed.id)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ detail: 'Only a job that failed can be retried.' })
    await jobsSettled(stack.databaseURL)
    expect(countsOf(await readMailbox(smtp.mailboxURL), [email])).toEqual([1])
  })

  it('Retry is for staff only, and for jobs that exist', async () => {
    expect((await retry(1, false)).status).toBe(401)
    expect((await fetch(`${stack.baseURL}/api/admin/jobs`)).status).toBe(401)
    expect((await retry(987654)).status).toBe(404)
    expect((await retry('abc')).status).toBe(404)
    // Payload's own REST door to the queue stays shut, even for staff.
    const cms = await fetch(`${stack.baseURL}/cms/api/payload-jobs/run`, { headers: { Authorization: `JWT ${token}` } })
    expect([401, 403, 404]).toContain(cms.status)
  })
})

describe('three instances and a worker on one database', () => {
  let stacks: Stack[] = []
  let smtp: Smtp
  let worker: Awaited<ReturnType<typeof startWorker>> | undefined

  beforeAll(async () => {
    smtp = await startSmtp()
    const env = mailEnv(smtp.smtpPort)
    const first = await startStack(env)
    stacks = [first, await startStack({ ...env, DATABASE_URL: first.databaseURL }), await startStack({ ...env, DATABASE_URL: first.databaseURL })]
    worker = await startWorker({ ...env, DATABASE_URL: first.databaseURL, SITE_URL: first.baseURL })
  })
  afterAll(async () => {
    await worker?.stop()
    for (const stack of stacks.slice().reverse()) await stack.stop()
    await smtp?.stop()
  })

  it('every queued mail is sent once, whichever process runs it', { timeout: 120_000 }, async () => {
    // Every instance's in-app runner is on, as well as the worker: still one runner at a time.
    const writers = Array.from({ length: 30 }, (_, i) => `many-${i}-${run}@jobs.example.org`)
    const answers = await Promise.all(writers.map((email, i) => timedContact(stacks[i % 3]!, email)))
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201))
    await eventually(async () => ((await readMailbox(smtp.mailboxURL)).length >= 30 ? true : undefined), 90_000)
    await jobsSettled(stacks[0]!.databaseURL)
    expect(countsOf(await readMailbox(smtp.mailboxURL), writers)).toEqual(Array(30).fill(1))
    const tries = await queryOne<{ jobs: number; attempts: number }>(
      stacks[0]!.databaseURL,
      `SELECT count(DISTINCT j.id)::int AS jobs, count(l.id)::int AS attempts FROM payload_jobs j LEFT JOIN payload_jobs_log l ON l._parent_id = j.id WHERE j.task_slug = 'mailContactMessage'`,
    )
    expect(tries).toEqual({ jobs: 30, attempts: 30 })
  })
})

describe('a runner killed mid-send', () => {
  let database: Awaited<ReturnType<typeof startEmbeddedPostgres>>
  let dataDir: string
  let smtp: Smtp
  let first: Stack | undefined
  let second: Stack | undefined

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lll-jobs-'))
    database = await startEmbeddedPostgres({ dataDir })
    smtp = await startSmtp()
  })
  afterAll(async () => {
    await second?.stop()
    await first?.stop()
    await smtp?.stop()
    await database?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('on restart, the mail it was sending and the mail it had queued both go out, once', { timeout: 120_000 }, async () => {
    const env = { ...mailEnv(smtp.smtpPort), DATABASE_URL: database.url }
    first = await startStack(env)
    await setSmtpMode(smtp.mailboxURL, { hang: true }) // the SMTP server takes the data and never answers
    const sending = `mid-send-${run}@jobs.example.org`
    const queued = `queued-${run}@jobs.example.org`
    expect((await timedContact(first, sending)).status).toBe(201)
    await eventually(() => queryOne<{ id: number }>(database.url, `SELECT id FROM payload_jobs WHERE processing AND completed_at IS NULL`), 20_000)
    expect((await timedContact(first, queued)).status).toBe(201)

    process.kill(appServerPid(first.pid), 'SIGKILL')
    await first.stop()
    first = undefined
    await setSmtpMode(smtp.mailboxURL, {})
    second = await startStack(env)
    await eventually(async () => ((await readMailbox(smtp.mailboxURL)).length >= 2 ? true : undefined), 60_000)
    await jobsSettled(database.url)
    expect(countsOf(await readMailbox(smtp.mailboxURL), [sending, queued])).toEqual([1, 1])
  })
})
