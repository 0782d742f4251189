import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { startEmbeddedPostgres } from '../../scripts/embedded-db.mjs'

import { startFakeSmtp } from '../support/fakeSmtp'
import { startFakeStripe } from '../support/fakeStripe'
import type { TestStack } from '../support/stack'
import { startStack } from '../support/startStack'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where a worker asks for its app stack: GET /stacks/<VITEST_POOL_ID> (tests/int/setupEnv.ts). */
    stacksURL: string
    stackTemplateURL: string
  }
}

export const ALLOWED_ORIGIN = 'https://friends.example.org'
export const CONTACT_TO = 'foundation@test.example.org'
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_0123456789abcdef'
/** Thresholds no test run reaches: the card-testing guard and decline limits stay out of the way. */
export const CARD_TESTING_OFF = {
  CARD_GUARD_CHECKOUTS_PER_MINUTE: '1000000',
  CARD_GUARD_DECLINES_PER_MINUTE: '1000000',
  DECLINES_PER_PAYMENT: '1000000',
  DECLINES_PER_CARD_PER_HOUR: '1000000',
  DECLINES_PER_EMAIL_PER_HOUR: '1000000',
}

/**
 * One PostgreSQL for the run's test servers, with a template database migrated once (and its first
 * staff account made): each server of a test's own starts on a copy of it, made in milliseconds,
 * instead of a cluster of its own and every migration (seconds each). tests/support/serve.mjs.
 */
async function startTemplateDatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lll-shared-pg-'))
  // Throwaway: non-durable (scripts/embedded-db.mjs), so one test's checkpoint never stalls another's queries.
  const server = await startEmbeddedPostgres({ dataDir, nonDurable: true })
  const templateURL = server.url.replace(/\/[^/]+$/, '/stack_template')
  const admin = new pg.Client({ connectionString: server.url })
  await admin.connect()
  await admin.query('CREATE DATABASE stack_template')
  await admin.end()
  // The app's own start-up migrates it and makes the first staff account; then it leaves.
  const migrating = await startStack({ DATABASE_URL: templateURL, JOBS_AUTORUN: 'false', SCHEDULED_JOBS: 'false' })
  await migrating.stop()
  return {
    templateURL,
    stop: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A worker's app stack: one production server on a fresh copy of the template, one fake SMTP
 * server and one fake Stripe, used by the files that worker runs, one after another.
 */
async function startWorkerStack(): Promise<{ stack: TestStack; stop: () => Promise<void> }> {
  const smtp = await startFakeSmtp()
  const stripe = await startFakeStripe()
  const app = await startStack({
    SMTP_URL: `smtp://127.0.0.1:${smtp.smtpPort}`,
    MAIL_FROM: 'Website <website@test.example.org>',
    CONTACT_TO_EMAIL: CONTACT_TO,
    CORS_ORIGINS: `${ALLOWED_ORIGIN}, https://other.example.org`,
    STRIPE_SECRET_KEY: 'sk_test_fake_secret',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_publishable',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    // As if behind one proxy that appends the client address: each test sends its own address in
    // X-Forwarded-For, so the rate limits of one never touch another's. The default start, where
    // no client can choose its address, is tested on a stack of its own (security-stack.test.ts).
    TRUSTED_PROXY_HOPS: '1',
    // Tests queue the scheduled tasks themselves, as of the moment they choose: the real schedule
    // (a nightly reconciliation at 07:15 UTC) must not run in the middle of another test.
    SCHEDULED_JOBS: 'false',
    // The whole run starts far more gifts a minute than a donor ever would: the card-testing guard
    // and its decline limits are tested on a server of their own (card-testing.test.ts).
    ...CARD_TESTING_OFF,
    // A silent Stripe is given up on after 6 s rather than 12: the tests of it wait no longer
    // than they must, and still hold the server to its 15 s promise. (3 s was too short for a
    // Stripe that does answer, on a busy 2-core machine.)
    STRIPE_WAIT_SECONDS: '6',
  })
  return {
    stack: { baseURL: app.baseURL, databaseURL: app.databaseURL, mediaDir: `${app.workDir}/media`, mailboxURL: smtp.mailboxURL, stripeURL: stripe.url },
    stop: async () => {
      await app.stop()
      await smtp.stop()
      await stripe.stop()
    },
  }
}

/**
 * The tier's set-up: the template database, then an app stack per test worker, started when the
 * worker asks for it (GET /stacks/<VITEST_POOL_ID>, on its first file): a run of one file starts
 * one stack, a run of the tier one per worker. A worker keeps its pool id for the run, so its
 * files find their stack again; the stacks live in this process and stop with the run.
 */
export default async function setup(project: TestProject) {
  const templates = await startTemplateDatabase()
  process.env.STACK_TEMPLATE_URL = templates.templateURL
  project.provide('stackTemplateURL', templates.templateURL)
  const stacks = new Map<string, ReturnType<typeof startWorkerStack>>()
  const server = createServer((request, response) => {
    const id = /^\/stacks\/(\d+)$/.exec(request.url ?? '')?.[1]
    if (!id) {
      response.writeHead(404).end()
      return
    }
    let stack = stacks.get(id)
    if (!stack) {
      const started = Date.now()
      stack = startWorkerStack()
      stacks.set(id, stack)
      void stack.then(
        () => console.log(`worker ${id}'s app stack started in ${((Date.now() - started) / 1000).toFixed(1)} s`),
        () => {},
      )
    }
    stack.then(
      ({ stack }) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(stack)),
      (error: unknown) => response.writeHead(500).end(String(error)),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  project.provide('stacksURL', `http://127.0.0.1:${(server.address() as AddressInfo).port}/stacks`)
  return async () => {
    server.close()
    await Promise.all(
      [...stacks.values()].map((stack) =>
        stack.then(
          ({ stop }) => stop(),
          () => {},
        ),
      ),
    )
    await templates.stop()
  }
}
