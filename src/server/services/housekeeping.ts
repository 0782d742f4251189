import 'server-only'

import { deleteOldGuardRows } from '../data/cardGuard'
import { deleteOldCheckoutAttempts } from '../data/checkoutAttempts'
import { deleteOldDonorLinks } from '../data/donorLinks'
import { deleteOldCompletedJobs } from '../data/jobs'
import { deleteStaleLockouts } from '../data/loginLockouts'
import { deleteOldHits } from '../data/rateLimitHits'

/** How many rows of each short-lived kind were forgotten. */
export type HousekeepingReport = Record<'rate_limit_hits' | 'checkout_attempts' | 'login_lockouts' | 'donor_links' | 'completed_jobs' | 'card_guard', number>

/**
 * Forgets what only mattered for a while: rate-limit windows, checkout keys, sign-in lockouts,
 * expired donor links, finished jobs older than a month, and the card-testing guard's spent checks and old declines (a scheduled task, run hourly).
 */
export async function keepHouse(): Promise<HousekeepingReport> {
  return {
    rate_limit_hits: await deleteOldHits(),
    checkout_attempts: await deleteOldCheckoutAttempts(),
    login_lockouts: await deleteStaleLockouts(),
    donor_links: await deleteOldDonorLinks(),
    completed_jobs: await deleteOldCompletedJobs(),
    card_guard: await deleteOldGuardRows(),
  }
}
