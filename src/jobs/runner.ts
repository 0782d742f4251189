import type { Payload } from 'payload'

import { holdJobRunnerLease, releaseOrphanedJobs } from '@/server/data/jobs'

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
/** Jobs claimed at once from a queue, then run one after another. */
const BATCH = 10

let lastScheduled = 0
let lastWarned = 0
let stopped = false

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function warn(payload: Payload, error: unknown): void {
  // The database is away, most likely: jobs wait in it, and the runner asks again (warned once a minute).
  if (Date.now() - lastWarned < 60_000) return
  lastWarned = Date.now()
  payload.logger.warn(`The jobs queue cannot run now: ${error instanceof Error ? error.message : String(error)}`)
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
 * Runs one queue for as long as the process lives: up to BATCH jobs claimed, run one at a time
 * (`sequential`), so a runner stopped mid-send repeats at most the one mail it was sending; at
 * once again while there is work, after IDLE_MS when there is none.
 */
async function runQueue(payload: Payload, queue: string): Promise<void> {
  while (!stopped) {
    let busy = false
    try {
      if (await mayRunJobs(payload)) {
        const result = await payload.jobs.run({ queue, limit: BATCH, sequential: true, silent: true })
        busy = !('noJobsRemaining' in result && result.noJobsRemaining)
      }
    } catch (error) {
      warn(payload, error)
    }
    if (!busy) await sleep(IDLE_MS)
  }
}

/**
 * Starts running Payload's Jobs Queue in this process (the app at start-up, or `npm run worker`):
 * mail and other work side by side, so a long nightly reconciliation never holds mail back.
 * Payload's own `autoRun` is not used: it runs at most `limit` jobs per cron tick and never
 * sequentially, so it could not send a backlog fast and repeat at most one mail after a crash.
 */
export function startJobRunner(payload: Payload): void {
  if (!jobsRunInThisProcess()) return
  stopped = false
  for (const queue of [MAIL_QUEUE, 'default']) void runQueue(payload, queue)
}

/** Lets the runner's loops end after the job each is running (the worker's shutdown). */
export function stopJobRunner(): void {
  stopped = true
}
