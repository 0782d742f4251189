import 'server-only'

import type { Payload, TaskConfig } from 'payload'

import type { BackupOverview } from '@/contracts/jobs'
import { formatDateTime, siteTimeZone } from '@/lib/dates'
import { logText } from '@/lib/logText'
import type { PayloadJob } from '@/payload-types'

import { BACKUP_ERROR_ROUTE, countServerError } from '../data/serverErrors'
import { isOverdue, nextBackupAt, OVERDUE_HOURS } from './schedule'
import { backupAt, backupKey } from './settings'

/** The nightly backup's task (src/jobs/tasks/backupTasks.ts). */
export const BACKUP_TASK = 'backupNightly'

type BackupOutput = { archive?: string; where?: string; bytes?: number }

/** The output of a backup job that made an archive (one without BACKUP_KEY made none). */
function archiveOf(job: PayloadJob): Required<BackupOutput> | null {
  const output = [...(job.log ?? [])].reverse().find((entry) => entry.state === 'succeeded')?.output as BackupOutput | undefined
  return output?.archive ? { archive: output.archive, where: output.where ?? output.archive, bytes: Number(output.bytes ?? 0) } : null
}

function errorOf(job: PayloadJob): string {
  const error = job.error as { message?: unknown } | string | null | undefined
  if (typeof error === 'string' && error) return error
  if (error && typeof error === 'object' && typeof error.message === 'string' && error.message) return error.message
  return 'No reason was recorded.'
}

/**
 * The backups as the staff dashboard shows them (GET /api/admin/jobs), from the nightly job's
 * rows: the last archive made, the last failure after it, the next run, and whether they are overdue.
 */
export async function describeBackups(payload: Payload, now: Date = new Date()): Promise<BackupOverview> {
  const ofTask = { taskSlug: { equals: BACKUP_TASK } }
  const [done, failed, waiting, first] = await Promise.all([
    payload.find({ collection: 'payload-jobs', where: { and: [ofTask, { completedAt: { exists: true } }] }, sort: '-completedAt', limit: 10, depth: 0 }),
    payload.find({ collection: 'payload-jobs', where: { and: [ofTask, { hasError: { equals: true } }] }, sort: '-updatedAt', limit: 1, depth: 0 }),
    payload.find({ collection: 'payload-jobs', where: { and: [ofTask, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] }, sort: 'waitUntil', limit: 1, depth: 0 }),
    payload.find({ collection: 'payload-jobs', where: ofTask, sort: 'createdAt', limit: 1, depth: 0 }),
  ])
  const succeeded = done.docs.find(archiveOf)
  const made = succeeded ? archiveOf(succeeded)! : null
  const finishedAt = succeeded ? (succeeded.completedAt ?? succeeded.updatedAt) : null
  const failure = failed.docs[0]
  const failedAfter = failure && (!finishedAt || new Date(failure.updatedAt) > new Date(finishedAt)) ? failure : null
  const configured = Boolean(backupKey())
  const next = waiting.docs[0]?.waitUntil ?? (configured ? safeNext(now) : null)
  return {
    configured,
    last_success: succeeded && made && finishedAt ? { finished_at: finishedAt, archive: made.archive, where: made.where, bytes: made.bytes } : null,
    last_failure: failedAfter ? { failed_at: failedAfter.updatedAt, error: errorOf(failedAfter) } : null,
    next_at: next ? new Date(next).toISOString() : null,
    overdue: isOverdue({ configured, lastSuccessAt: finishedAt ? new Date(finishedAt) : null, firstJobAt: first.docs[0] ? new Date(first.docs[0].createdAt) : null, now }),
  }
}

/** The next nightly time, or null when BACKUP_AT is not a time. */
function safeNext(now: Date): Date | null {
  try {
    return nextBackupAt(now, backupAt(), siteTimeZone())
  } catch {
    return null
  }
}

/** What the admins' hourly error mail says of backups that are overdue (null: they are not). */
export function missingBackupMessage(overview: BackupOverview): string | null {
  if (!overview.overdue) return null
  const last = overview.last_success ? `the last was ${overview.last_success.archive}, on ${formatDateTime(overview.last_success.finished_at)}` : 'none has succeeded yet'
  const why = overview.last_failure ? `The last attempt failed: ${overview.last_failure.error}` : 'No backup job failed: the nightly job may not be running (SCHEDULED_JOBS, the worker).'
  return `No backup has succeeded in the last ${OVERDUE_HOURS} hours (${last}). ${why}`
}

/** A failed backup attempt, counted as an error of the hour: the admins' hourly mail tells of it. */
export async function countBackupFailure(payload: Payload, error: unknown, job: string | number): Promise<void> {
  const message = logText(error instanceof Error ? error.message : String(error))
  await countServerError(payload, { route: BACKUP_ERROR_ROUTE, message: `The nightly backup failed: ${message}`, requestId: `job ${job}` }).catch(() => undefined)
}

type ScheduleHooks = NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>

/**
 * When the runner queues the nightly backup (Payload's schedules follow the process's clock, not
 * SITE_TIME_ZONE): only with BACKUP_KEY, one job at a time (Payload's own rule), to run at the next
 * BACKUP_AT in SITE_TIME_ZONE, whatever the server's time zone.
 */
export const scheduleNightlyBackup: NonNullable<ScheduleHooks['beforeSchedule']> = async (args) => {
  if (!backupKey()) return { shouldSchedule: false }
  const decided = await args.defaultBeforeSchedule(args)
  if (!decided.shouldSchedule) return decided
  return { ...decided, waitUntil: nextBackupAt(new Date(), backupAt(), siteTimeZone()) }
}
