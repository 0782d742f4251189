import type { TaskConfig } from 'payload'

import { positiveSetting } from '@/lib/settings'

type RetryConfig = Exclude<TaskConfig['retries'], number | undefined>

const setting = (name: string, fallback: number): number => positiveSetting(name, fallback, { integer: true })

/**
 * A mail is tried again after 15 s, 30 s, 1 min … doubling: ten retries span over four hours of
 * SMTP outage before the job ends as failed (staff then see it, with its error, and may retry it).
 * MAIL_RETRY_ATTEMPTS and MAIL_RETRY_BASE_SECONDS change both numbers.
 */
export const MAIL_RETRIES: RetryConfig = {
  attempts: setting('MAIL_RETRY_ATTEMPTS', 10),
  backoff: { type: 'exponential', delay: setting('MAIL_RETRY_BASE_SECONDS', 15) * 1000 },
}

/** Scheduled work runs again at its next time anyway: a few quick retries are enough. */
export const SCHEDULED_RETRIES: RetryConfig = { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } }
