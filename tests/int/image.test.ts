import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort, startEmbeddedPostgres } from '../../scripts/embedded-db.mjs'
import { TEST_ADMIN, TEST_PAYLOAD_SECRET } from '../support/constants.mjs'
import { freshAddress } from '../support/http'
import { jobsSettled } from '../support/jobs'
import { eventually } from '../support/mailbox'
import { runToEnd } from '../support/process'

/**
 * The production image's files (scripts/assemble-image.mjs: Next's standalone output and only
 * what runs, as the Dockerfile's final stage copies them) in a folder outside the project, so
 * nothing resolves from the project's own node_modules: the app and the worker start from it as
 * the image starts them, serve, and stop on SIGTERM.
 */

type Started = { child: ChildProcess; baseURL: string; output: () => string; exited: Promise<number | null> }

let imageDir: string
/** A stand-in OTLP/HTTP receiver: how many trace exports reached it. */
let traces: { server: Server; url: string; received: number }
let dataDir: string
let database: Awaited<ReturnType<typeof startEmbeddedPostgres>>
const started: Started[] = []

/** `node scripts/server.mjs`, the image's CMD, in the image's folder. */
async function startFromImage(env: Record<string, string>): Promise<Started> {
  const port = await freePort()
  const child = spawn('node', ['scripts/server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: imageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: TEST_PAYLOAD_SECRET,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SITE_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'false',
      TRUSTED_PROXY_HOPS: '1',
      SCHEDULED_JOBS: 'false',
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
    process.stderr.write(`[image] ${chunk}`)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const one = { child, baseURL: `http://127.0.0.1:${port}`, output: () => output, exited }
  started.push(one)
  await eventually(
    () =>
      fetch(`${one.baseURL}/api/health`).then(
        (r) => (r.ok ? true : undefined),
        () => undefined,
      ),
    90_000,
  )
  return one
}

beforeAll(async () => {
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      if (request.url === '/v1/traces') traces.received++
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  traces = { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, received: 0 }
  imageDir = mkdtempSync(path.join(tmpdir(), 'lll-image-'))
  const assembled = await runToEnd('node', ['scripts/assemble-image.mjs', imageDir], process.env, 120_000)
  expect(assembled.code, assembled.output).toBe(0)
  dataDir = mkdtempSync(path.join(tmpdir(), 'lll-image-db-'))
  database = await startEmbeddedPostgres({ dataDir })
})
afterAll(async () => {
  traces?.server.close()
  for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL')
  await database?.stop()
  rmSync(imageDir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the production image (standalone output, production files only)', () => {
  it('the app and the worker start, serve and stop on SIGTERM', async () => {
    // The app with tracing on: the OpenTelemetry modules it loads only then are in the image too.
    const app = await startFromImage({ JOBS_AUTORUN: 'false', OTEL_EXPORTER_OTLP_ENDPOINT: traces.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '200' })
    const worker = await startFromImage({ JOBS_AUTORUN: 'true' })

    const home = await fetch(`${app.baseURL}/`)
    expect(home.status).toBe(200)
    const script = /\/_next\/static\/[^"]+\.js/.exec(await home.text())?.[0]
    expect(script).toBeDefined()
    expect((await fetch(`${app.baseURL}${script}`)).status).toBe(200)
    expect((await fetch(`${app.baseURL}/cms/login`)).status).toBe(200)
    await eventually(async () => (traces.received > 0 ? true : undefined))

    // A message sent to the app is mailed by the worker (no SMTP_URL: to the worker's log).
    const contact = await fetch(`${app.baseURL}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() },
      body: JSON.stringify({ name: 'Sam Writer', email: 'image@example.org', subject: 'Hello', message: 'A note sent to the image.' }),
    })
    expect(contact.status).toBe(201)
    await jobsSettled(database.url)
    expect(worker.output()).toMatch(/This process now runs the jobs queue/)
    expect(app.output()).not.toMatch(/runs the jobs queue/)

    for (const one of [app, worker]) one.child.kill('SIGTERM')
    expect(await Promise.all([app.exited, worker.exited])).toEqual([0, 0])
    for (const one of [app, worker]) expect(one.output()).not.toMatch(/uncaughtException|Cannot find module|ERR_MODULE_NOT_FOUND/)
    // Two cold starts on a fresh database (the first runs every migration): on a loaded two-core
    // runner they outlast the suite's 30 s, so this test gets the time its start waits allow.
  }, 240_000)
})
