import 'server-only'

import type { Payload } from 'payload'

import { deleteOldGuardRows } from '../../data/cardGuard'
import { deleteOldCheckoutAttempts } from '../../data/checkoutAttempts'
import { deleteOldCompletedJobs } from '../../data/jobs'
import { deleteStaleLockouts } from '../../data/loginLockouts'
import { deleteOldHits } from '../../data/rateLimitHits'
import { deleteOldServerErrors } from '../../data/serverErrors'
import { deleteUnconfirmedFundraisers } from '../fundraisers/fundraiserLinks'
import { forgetExpiredLinks } from '../links/oneTimeLinks'
import { deleteUnusedScholarshipFiles, forgetOldScholarshipFiles } from '../scholarships/retention'

/** How many rows of each short-lived kind were forgotten. */
export type HousekeepingReport = Record<
  | 'rate_limit_hits'
  | 'checkout_attempts'
  | 'login_lockouts'
  | 'one_time_links'
  | 'completed_jobs'
  | 'card_guard'
  | 'unconfirmed_fundraisers'
  | 'server_errors'
  | 'scholarship_files'
  | 'unused_scholarship_files',
  number
>

/**
 * Forgets what only mattered for a while: rate-limit windows, checkout keys, sign-in lockouts,
 * expired one-time links, finished jobs older than a month, the card-testing guard's spent checks and old
 * declines, supporters' pages never confirmed, counts of unhandled errors over a month old, and scholarship
 * applications' personal data past SCHOLARSHIP_RETENTION_DAYS after their round's decisions or close,
 * and scholarship files nothing points to (a scheduled task, run hourly; `scholarship_files`
 * counts the applications cleared).
 */
export async function keepHouse(payload: Payload): Promise<HousekeepingReport> {
  return {
    rate_limit_hits: await deleteOldHits(payload),
    checkout_attempts: await deleteOldCheckoutAttempts(payload),
    login_lockouts: await deleteStaleLockouts(payload),
    one_time_links: await forgetExpiredLinks(payload),
    completed_jobs: await deleteOldCompletedJobs(payload),
    card_guard: await deleteOldGuardRows(payload),
    unconfirmed_fundraisers: await deleteUnconfirmedFundraisers(payload),
    server_errors: await deleteOldServerErrors(payload),
    scholarship_files: await forgetOldScholarshipFiles(payload),
    unused_scholarship_files: await deleteUnusedScholarshipFiles(payload),
  }
}
