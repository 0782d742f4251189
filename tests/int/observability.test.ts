import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TEST_ADMIN } from '../support/constants.mjs'
import { startFakeSmtp } from '../support/fakeSmtp'
import { jobsSettled, queueTaskIn } from '../support/jobs'
import { eventually, mailText, readMailbox } from '../support/mailbox'
import { type Stack, startStack } from '../support/startStack'

/**
 * No visitor writes the log: a forged request's line breaks and terminal escapes, and the values of
 * a staff query that fails, never reach it; every line the app writes is one JSON object.
 * Errors reach someone, on a server of its own: its traces go to a local OTLP/HTTP receiver (JSON),
 * and a real unhandled error (a table renamed under the running server) gives one log line, a
 * count on the dashboard and, when the hourly task looks at that hour, one mail to the admins.
 */

type Span = { name: string; attributes?: { key: string; value: { stringValue?: string } }[] }
type TraceExport = { resourceSpans?: { scopeSpans?: { spans?: Span[] }[] }[] }

/** A stand-in for an OpenTelemetry collector: keeps the spans of every POST /v1/traces (OTLP/HTTP JSON). */
function startReceiver(): Promise<{ url: string; spans: Span[]; server: Server }> {
  const spans: Span[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TraceExport
        for (const resource of body.resourceSpans ?? []) for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []))
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server })))
}

type LogLine = { level: string; msg: string; route: string; method: string; path: string; request_id: string; message: string; trace_id?: string }

/** The app's "Unhandled error" lines so far, parsed. */
const unhandledLines = (stack: Stack): LogLine[] =>
  stack
    .output()
    .split('\n')
    .map((line) => line.slice(line.indexOf('{')))
    .filter((line) => line.includes('"msg":"Unhandled error"'))
    .map((line) => JSON.parse(line) as LogLine)

let stack: Stack
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>
let receiver: Awaited<ReturnType<typeof startReceiver>>
let db: pg.Client
const slug = `no-such-campaign-${Date.now().toString(36)}`

beforeAll(async () => {
  ;[smtp, receiver] = await Promise.all([startFakeSmtp(), startReceiver()])
  stack = await startStack(
    {
      SMTP_URL: `smtp://127.0.0.1:${smtp.smtpPort}`,
      MAIL_FROM: 'Website <website@observe.example.org>',
      CONTACT_TO_EMAIL: 'foundation@observe.example.org',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // Spans are sent in batches: every 200 ms here rather than every 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '200',
      // This test queues the hourly task itself, as of the moment it chooses.
      SCHEDULED_JOBS: 'false',
    },
    { captureOutput: true },
  )
  db = new pg.Client({ connectionString: stack.databaseURL })
  await db.connect()
}, 180_000)

afterAll(async () => {
  await db?.end()
  await stack?.stop()
  await smtp?.stop()
  receiver?.server.close()
})

async function signIn(): Promise<string> {
  const response = await fetch(`${stack.baseURL}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}

describe('observability', () => {
  it('sends the spans of a page request, its database queries among them, to the OTLP endpoint', { timeout: 60_000 }, async () => {
    const response = await fetch(`${stack.baseURL}/donate?campaign=${slug}`)
    expect(response.status).toBe(200)
    // Next's own spans (the request, the rendering of its route), and the campaign's lookup as a
    // span of the PostgreSQL driver. Addresses leave without their query (one-time tokens travel
    // in some): Next's `http.target`, the address asked for (/donate?campaign=…, rendered by
    // /donate/campaign within the same request), is sent without it.
    const targets = () => receiver.spans.flatMap((span) => (span.attributes ?? []).filter((a) => a.key === 'http.target').map((a) => a.value.stringValue))
    await eventually(async () => {
      const names = receiver.spans.map((span) => span.name)
      const wanted = ['GET /donate/campaign', 'render route (app) /donate/campaign'].every((name) => names.includes(name)) && names.some((name) => name.startsWith('pg.query:SELECT'))
      return wanted && targets().includes('/donate') ? true : undefined
    }, 20_000)
    const values = receiver.spans.flatMap((span) => (span.attributes ?? []).map((attribute) => attribute.value.stringValue ?? ''))
    expect(values.filter((value) => value.includes(`campaign=${slug}`))).toEqual([])
  })

  it('an unhandled error: one log line, counted on the dashboard, and one mail to the admins for its hour', { timeout: 90_000 }, async () => {
    const requestIds = { page: `page-${slug}`, api: `api-${slug}` }
    const token = await signIn()
    // The hourly task is later run as an hour after this moment, so it looks at the hour the errors
    // fall in even when the seconds this test takes cross the clock's hour.
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString()
    await db.query('ALTER TABLE campaigns RENAME TO campaigns_away')
    try {
      // A page and an /api route, each reading the table that is not there.
      const page = await fetch(`${stack.baseURL}/donate?campaign=${slug}-2`, { headers: { 'x-request-id': requestIds.page } })
      expect(page.status).toBe(500)
      const api = await fetch(`${stack.baseURL}/api/admin/campaigns`, { headers: { Authorization: `Bearer ${token}`, 'x-request-id': requestIds.api } })
      expect(api.status).toBe(500)
    } finally {
      await db.query('ALTER TABLE campaigns_away RENAME TO campaigns')
    }

    const lines = await eventually(async () => {
      const found = unhandledLines(stack)
      return Object.values(requestIds).every((id) => found.some((line) => line.request_id === id)) ? found : undefined
    })
    const pageLine = lines.find((line) => line.request_id === requestIds.page)
    // The page as the app names it (/donate?campaign=… is rendered by /donate/campaign), and the address asked for.
    expect(pageLine).toMatchObject({ level: 'error', route: '/donate/campaign', method: 'GET', path: '/donate' })
    expect(pageLine?.message).toMatch(/relation "campaigns" does not exist/)
    // Never the query's values (a visitor's email may be one of them).
    expect(pageLine?.message).not.toContain(`${slug}-2`)
    // With tracing on, the line names the trace it belongs to.
    expect(pageLine?.trace_id).toMatch(/^[0-9a-f]{32}$/)
    expect(lines.find((line) => line.request_id === requestIds.api)).toMatchObject({ route: '/api/admin/campaigns', method: 'GET' })
    // One line per error.
    expect(lines.filter((line) => Object.values(requestIds).includes(line.request_id))).toHaveLength(2)

    // The dashboard's count of the last day.
    const overview = async () => (await (await fetch(`${stack.baseURL}/api/admin/jobs`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { errors_last_day: number }
    await eventually(async () => ((await overview()).errors_last_day >= 2 ? true : undefined))
    expect((await overview()).errors_last_day).toBe(2)

    // The hourly task, as an hour later: one mail to the admins, counts by route, the first message of each.
    await queueTaskIn(stack.databaseURL, 'queueErrorDigest', { now: inAnHour })
    await jobsSettled(stack.databaseURL)
    const digests = (await readMailbox(smtp.mailboxURL)).filter((mail) => /Errors on the website/.test(mail.raw))
    expect(digests).toHaveLength(1)
    expect(digests[0]?.to).toEqual([TEST_ADMIN.email])
    const text = mailText(digests[0]!)
    expect(text).toMatch(/Subject: Errors on the website in the last hour: 2/)
    for (const route of ['GET /donate/campaign', 'GET /api/admin/campaigns']) expect(text).toContain(`- ${route}: 1 error`)
    expect(text).toContain(`(request ${requestIds.page})`)
    expect(text).toMatch(/relation "campaigns" does not exist/)

    // At most one mail for an hour, however often the task looks at it.
    await queueTaskIn(stack.databaseURL, 'queueErrorDigest', { now: inAnHour })
    await jobsSettled(stack.databaseURL)
    expect((await readMailbox(smtp.mailboxURL)).filter((mail) => /Errors on the website/.test(mail.raw))).toHaveLength(1)
  })
})

describe('the log: no visitor writes it', () => {
  /** Anonymous, answered 400: Payload's failed query used to print it, raw, as a line of its own in colour. */
  const FORGED = '/cms/api/events?where[title][equals]=INJECT%0A[10:00:00]%20%1B[31mERROR%1B[0m:%20forged%20line%00'

  it('a forged query and a staff query that fails: every line JSON, no forged line, no escape, no value, no email', { timeout: 60_000 }, async () => {
    const token = await signIn()
    const email = `donor.${slug}@observe.example.org`
    const from = stack.output().length
    const forged = await fetch(`${stack.baseURL}${FORGED}`)
    expect(forged.status).toBe(400)
    // A staff query whose value is an email, failing in the database (a limit out of bigint's range).
    const staff = await fetch(`${stack.baseURL}/cms/api/users?where[email][equals]=${encodeURIComponent(email)}&limit=99999999999999999999`, { headers: { Authorization: `JWT ${token}` } })
    expect(staff.status).toBe(400)

    // Payload logs both failures (one line each) before it answers; the output reaches this process a
    // moment later. Lines are counted, not matches: one failure's line can name "Failed query" twice
    // (its message and its cause), which made this wait end before the second line came.
    const during = await eventually(async () => {
      const text = stack.output().slice(from)
      return text.split('\n').filter((line) => line.includes('Failed query')).length >= 2 ? text : undefined
    })
    const lines = during.split('\n').filter(Boolean)
    // tests/support/serve.mjs puts `[app] ` before each line the app wrote, whole.
    expect(lines.filter((line) => !line.startsWith('[app] '))).toEqual([])
    const written = lines.map((line) => line.slice('[app] '.length))
    const notJson = written.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object'
      } catch {
        return true
      }
    })
    expect(notJson).toEqual([])
    expect(written.filter((line) => line.startsWith('[10:00:00]'))).toEqual([])
    expect(during).not.toContain('\u001b')
    for (const value of ['INJECT', 'forged line', email, `donor.${slug}`, '99999999999999999999', '100000000000000000000']) expect(during).not.toContain(value)
    // The failures themselves are in the log, as errors with the query's shape and no values.
    const failures = written.map((line) => JSON.parse(line) as { level: string; err?: { message?: string } }).filter((line) => line.err?.message?.includes('Failed query'))
    expect(failures.map((line) => line.level)).toEqual(['error', 'error'])
    expect(failures[0]?.err?.message).toMatch(/"events"\."title" = \$1/)
    console.log(`the forged request and the failed staff query: ${written.length} log lines in all, each one JSON object`)
  })

  it('every line the app has written since it started is one JSON object (Next’s own start-up lines too)', () => {
    const written = stack
      .output()
      .split('\n')
      .filter((line) => line.startsWith('[app] '))
      .map((line) => line.slice('[app] '.length))
    expect(written.length).toBeGreaterThan(0)
    expect(
      written.filter((line) => {
        try {
          return typeof JSON.parse(line) !== 'object'
        } catch {
          return true
        }
      }),
    ).toEqual([])
  })
})
