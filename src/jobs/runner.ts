import type { Payload } from 'payload'

import { logText } from '@/lib/logText'
import { giveUpJobRunnerLease, holdJobRunnerLease, releaseClaimedJobs, releaseOrphanedJobs } from '@/server/data/jobs'

import { MAIL_QUEUE } from './queueMail'

/** In-app runner on unless JOBS_AUTORUN=false (then `npm run worker` runs the jobs). */
export const jobsRunInThisProcess = (): boolean => process.env.JOBS_AUTORUN !== 'false'

/**
 * Scheduled work (nightly reconciliation, reminders, housekeeping) is queued unless
 * SCHEDULED_JOBS=false: a staging copy of production data must not mail reminders to real people.
 */
const schedulesOn = (): boolean => process.env.SCHEDULED_JOBS !== 'false'

/** A queue found empty is asked again after this long. */
const IDLE_MS = 1000
/** How often the runner queues the scheduled tasks that are due (their own crons say when). */
const SCHEDULE_EVERY_MS = 10_000

let lastScheduled = 0
let lastWarned = 0
let stopped = false

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function warn(payload: Payload, error: unknown): void {
  // The database is away, most likely: jobs wait in it, and the runner asks again (warned once a minute).
  if (Date.now() - lastWarned < 60_000) return
  lastWarned = Date.now()
  payload.logger.warn(`The jobs queue cannot run now: ${logText(error instanceof Error ? error.message : error)}`)
}

/**
 * Whether this process may run jobs now. Only one process at a time says yes: the holder of the
 * runner lease (src/server/data/jobs.ts). Payload claims jobs with a read then a write, which two
 * runners could both pass, so one runner is what makes every job run once however many instances
 * there are. The runner also queues the scheduled tasks that are due (Payload's check-then-queue
 * could queue one nightly run twice if every instance did it).
 */
async function mayRunJobs(payload: Payload): Promise<boolean> {
  const runner = await holdJobRunnerLease(payload, async () => {
    const orphans = await releaseOrphanedJobs(payload)
    payload.logger.info(`This process now runs the jobs queue${orphans ? `; ${orphans} job(s) a stopped runner left half-done will run again` : ''}.`)
  })
  if (runner && schedulesOn() && Date.now() - lastScheduled >= SCHEDULE_EVERY_MS) {
    lastScheduled = Date.now()
    await payload.jobs.handleSchedules({ allQueues: true })
  }
  return runner
}

/**
 * Runs one queue for as long as the process lives: one job claimed and run at a time, so a runner
 * stopped mid-send repeats at most the one mail it was sending; the next at once while there is
 * work, after IDLE_MS when there is none. The lease is checked before every claim.
 */
async function runQueue(payload: Payload, queue: string): Promise<void> {
  while (!stopped) {
    let busy = false
    try {
      if (await mayRunJobs(payload)) {
        const result = await runOne(payload, queue)
        busy = !('noJobsRemaining' in result && result.noJobsRemaining)
      }
    } catch (error) {
      warn(payload, error)
    }
    if (!busy) await sleep(IDLE_MS)
  }
  loopsRunning--
}

/** One job of `queue`; if the run itself fails (the database away), its claim is given back. */
async function runOne(payload: Payload, queue: string) {
  try {
    return await payload.jobs.run({ queue, limit: 1, silent: true })
  } catch (error) {
    await releaseClaimedJobs(payload, queue).catch(() => undefined)
    throw error
  }
}

/**
 * Starts running Payload's Jobs Queue in this process (the app at start-up, or `npm run worker`):
 * mail and other work side by side, so a long nightly reconciliation never holds mail back.
 * Payload's own `autoRun` is not used: it runs at most `limit` jobs per cron tick (1 job/s at the
 * limit of 1 that "at most one mail repeated" needs) and asks nothing before each claim.
 */
export function startJobRunner(payload: Payload): void {
  if (!jobsRunInThisProcess()) return
  stopped = false
  for (const queue of [MAIL_QUEUE, 'default']) {
    loopsRunning++
    void runQueue(payload, queue)
  }
}

let loopsRunning = 0

/**
 * Lets the runner's loops end after the job each is running (a shutdown), waiting for them at most
 * `withinMs`, then gives the runner's lease up so another process runs jobs at once: a job still
 * running then is run again by the next runner.
 */
export async function stopJobRunner(withinMs = 20_000): Promise<void> {
  stopped = true
  const deadline = Date.now() + withinMs
  while (loopsRunning > 0 && Date.now() < deadline) await sleep(100)
  giveUpJobRunnerLease()
}
