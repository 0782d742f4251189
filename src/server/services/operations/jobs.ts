import 'server-only'

import type { Payload } from 'payload'

import { type FailedJob, JOB_NOT_FAILED, type JobsOverview } from '@/contracts/jobs'
import { MAIL_QUEUE } from '@/jobs/queueMail'
import type { PayloadJob } from '@/payload-types'

import { describeBackups } from '../../backups/status'
import { countErrorsLastDay } from '../../data/serverErrors'
import { conflict, notFound } from '../../domain/errors'

const FAILED_SHOWN = 50

/** The words staff read for a task (its label in src/jobs), or its slug. */
function taskLabel(payload: Payload, job: PayloadJob): string {
  const task = payload.config.jobs.tasks?.find((t) => t.slug === job.taskSlug)
  return task?.label ?? job.taskSlug ?? 'Job'
}

/** What Payload recorded of a job's last error, as one line. */
function errorText(error: PayloadJob['error']): string {
  if (error && typeof error === 'object' && !Array.isArray(error)) {
    const { message, error: inner } = error as { message?: unknown; error?: unknown }
    if (typeof message === 'string' && message) return message
    if (typeof inner === 'string' && inner) return inner
  }
  return typeof error === 'string' && error ? error : 'No reason was recorded.'
}

/** What a job was about, from its input: whom it writes to, or which record it belongs to. */
function aboutOf(input: PayloadJob['input']): string {
  const value = (input ?? {}) as { message?: unknown; rsvp?: unknown; user?: unknown; email?: unknown; mail?: { to?: unknown } }
  if (typeof value.email === 'string') return value.email
  if (typeof value.mail?.to === 'string') return value.mail.to
  if (typeof value.message === 'number') return `message #${value.message}`
  if (typeof value.rsvp === 'number') return `RSVP #${value.rsvp}`
  if (typeof value.user === 'number') return `staff account #${value.user}`
  return ''
}

const toFailedJob = (payload: Payload, job: PayloadJob): FailedJob => ({
  id: job.id,
  task: taskLabel(payload, job),
  about: aboutOf(job.input),
  error: errorText(job.error),
  tries: Number(job.totalTried ?? 0),
  failed_at: job.updatedAt,
})

/** The report the last nightly check against Stripe left in its job's log. */
function reconciliationOf(job: PayloadJob): JobsOverview['last_reconciliation'] {
  const output = [...(job.log ?? [])].reverse().find((entry) => entry.state === 'succeeded')?.output as { differences?: number; report?: string } | undefined
  return { finished_at: job.completedAt ?? job.updatedAt, differences: Number(output?.differences ?? 0), report: output?.report ?? '' }
}

/**
 * Mail waiting to go (queued or between retries), jobs that failed for good (newest first), the
 * last nightly reconciliation, the unhandled errors of the last day, and the nightly backup.
 */
export async function describeJobs(payload: Payload): Promise<JobsOverview> {
  const [waiting, failed, reconciliations, errorsLastDay, backup] = await Promise.all([
    payload.count({ collection: 'payload-jobs', where: { and: [{ queue: { equals: MAIL_QUEUE } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] } }),
    payload.find({ collection: 'payload-jobs', where: { hasError: { equals: true } }, sort: '-updatedAt', limit: FAILED_SHOWN, depth: 0 }),
    payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'reconcileWithStripe' } }, { completedAt: { exists: true } }] },
      sort: '-completedAt',
      limit: 1,
      depth: 0,
    }),
    countErrorsLastDay(payload),
    describeBackups(payload),
  ])
  const last = reconciliations.docs[0]
  return {
    waiting: waiting.totalDocs,
    failed: failed.docs.map((job) => toFailedJob(payload, job)),
    last_reconciliation: last ? reconciliationOf(last) : null,
    errors_last_day: errorsLastDay,
    backup,
  }
}

/**
 * Gives a job that failed for good a fresh start: its retries begin again, and the runner picks
 * it up within seconds. A job that has not failed (waiting, running, done) is refused.
 */
export async function retryFailedJob(payload: Payload, id: number): Promise<void> {
  const job = await payload.findByID({ collection: 'payload-jobs', id, depth: 0, disableErrors: true })
  if (!job) throw notFound('There is no such job.')
  if (!job.hasError) throw conflict(JOB_NOT_FAILED)
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    // Only while it is still failed: two staff pressing Retry at once start it once.
    where: { and: [{ id: { equals: id } }, { hasError: { equals: true } }] },
    data: { hasError: false, error: null, totalTried: 0, log: [], processing: false, waitUntil: null, completedAt: null },
    depth: 0,
  })
  if (!docs.length) throw conflict(JOB_NOT_FAILED)
  payload.logger.info(`Job ${id} (${taskLabel(payload, job)}) retried by staff.`)
}
