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

/**
 * The browser tier runs in three lines side by side (playwright.config.ts), each against an app
 * and a database of its own: the first (the app above) with the empty-state check and the flows
 * that read mail; the second with every other desktop flow; the third with the phone runs. The
 * second and third send mail to an SMTP server of their own that nobody reads, so nothing they
 * send meets the first line's mailbox, whose SMTP server a test may set to refuse mail.
 */
export const SECOND_LINE_URL = `http://127.0.0.1:${E2E_PORT + 2}`
export const PHONE_LINE_URL = `http://127.0.0.1:${E2E_PORT + 3}`
export const QUIET_SMTP_PORT = E2E_PORT + 14
export const QUIET_MAILBOX_URL = `http://127.0.0.1:${E2E_PORT + 15}/messages`
