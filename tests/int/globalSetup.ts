import type { TestProject } from 'vitest/node'

import { startFakeSmtp } from '../support/fakeSmtp'
import { startFakeStripe } from '../support/fakeStripe'
import { startStack } from '../support/startStack'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    databaseURL: string
    mediaDir: string
    mailboxURL: string
    stripeURL: string
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

/** One production server, one fresh database and one fake SMTP server for the whole run. */
export default async function setup(project: TestProject) {
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
  }
}
