/** Addresses and secrets shared by playwright.config.ts and the browser tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`
/** A second app without Stripe keys, for the donate page with card giving off. */
export const NO_STRIPE_URL = `http://127.0.0.1:${E2E_PORT + 1}`
export const FAKE_STRIPE_PORT = E2E_PORT + 11
export const FAKE_STRIPE_URL = `http://127.0.0.1:${FAKE_STRIPE_PORT}`
export const E2E_WEBHOOK_SECRET = 'whsec_e2e_0123456789abcdef'
/** The local SMTP server the app mails through, and its HTTP mailbox (GET /messages). */
export const FAKE_SMTP_PORT = E2E_PORT + 12
export const FAKE_MAILBOX_PORT = E2E_PORT + 13
export const FAKE_MAILBOX_URL = `http://127.0.0.1:${FAKE_MAILBOX_PORT}/messages`
