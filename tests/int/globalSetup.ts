import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { startEmbeddedPostgres } from '../../scripts/embedded-db.mjs'

import { startFakeSmtp } from '../support/fakeSmtp'
import { startFakeStripe } from '../support/fakeStripe'
import { startStack } from '../support/startStack'
import { OWN_SERVERS_LINE } from '../support/integrationLines.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    databaseURL: string
    mediaDir: string
    mailboxURL: string
    stripeURL: string
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
  const server = await startEmbeddedPostgres({ dataDir })
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
 * The shared app's line: one production server, one fresh database, one fake SMTP server and one
 * fake Stripe for the whole run. The line of files with servers of their own needs only the
 * template database (vitest.config.ts).
 */
export default async function setup(project: TestProject) {
  const templates = await startTemplateDatabase()
  process.env.STACK_TEMPLATE_URL = templates.templateURL
  project.provide('stackTemplateURL', templates.templateURL)
  if (project.name === OWN_SERVERS_LINE) return () => templates.stop()
  const smtp = await startFakeSmtp()
  const stripe = await startFakeStripe()
  const stack = await startStack({
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
  project.provide('baseURL', stack.baseURL)
  project.provide('databaseURL', stack.databaseURL)
  project.provide('mediaDir', `${stack.workDir}/media`)
  project.provide('mailboxURL', smtp.mailboxURL)
  project.provide('stripeURL', stripe.url)
  return async () => {
    await stack.stop()
    await smtp.stop()
    await stripe.stop()
    await templates.stop()
  }
}
