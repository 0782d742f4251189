/** Addresses and secrets shared by playwright.config.ts and the browser tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
/**
 * Playwright's workers (playwright.config.ts). Each worker has an app, a database, an SMTP server
 * and a Stripe account of its own (`workerApp`), so the files Playwright deals to one worker never
 * meet another worker's data, mail or a refusing SMTP server, whatever order they run in.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2)
/** An app without Stripe keys, for the donate page with card giving off; nothing writes content to it (the empty states). */
export const NO_STRIPE_URL = `http://127.0.0.1:${E2E_PORT + 1}`
export const FAKE_STRIPE_PORT = E2E_PORT + 11
export const FAKE_STRIPE_URL = `http://127.0.0.1:${FAKE_STRIPE_PORT}`
export const E2E_WEBHOOK_SECRET = 'whsec_e2e_0123456789abcdef'

export type WorkerApp = {
  /** The app's address: the worker's `baseURL`. */
  url: string
  /** Its local SMTP server, and that server's HTTP mailbox (GET /messages). */
  smtpPort: number
  mailboxURL: string
  /** Stripe keeps idempotency keys per account, and the apps' databases have the same donation ids. */
  stripeKey: string
}

/** The app of Playwright's worker `parallelIndex` (0 … E2E_WORKERS - 1). */
export function workerApp(parallelIndex: number): WorkerApp {
  const smtpPort = E2E_PORT + 40 + 2 * parallelIndex
  return {
    url: `http://127.0.0.1:${E2E_PORT + 20 + parallelIndex}`,
    smtpPort,
    mailboxURL: `http://127.0.0.1:${smtpPort + 1}/messages`,
    stripeKey: parallelIndex === 0 ? 'sk_test_e2e' : `sk_test_e2e_worker_${parallelIndex}`,
  }
}

export const WORKER_APPS: WorkerApp[] = Array.from({ length: E2E_WORKERS }, (_, index) => workerApp(index))
