import * as z from 'zod/mini'

import { messageSchema } from './api'
import { defineEndpoint } from './endpoint'

// The Jobs Queue as staff see it: mail waiting to go, work that failed for good, the last
// nightly check against Stripe, the unhandled errors of the last day, and the nightly backup.

export const failedJobSchema = z.object({
  id: z.number().check(z.int()),
  /** What the job does, in words ("RSVP confirmation"). */
  task: z.string(),
  /** What it was about: the address written to, or the record it belongs to ("message #12"). */
  about: z.string(),
  /** Why it failed, as the last attempt said. */
  error: z.string(),
  tries: z.number().check(z.int()),
  failed_at: z.string(),
})
export type FailedJob = z.infer<typeof failedJobSchema>

/** The nightly backup as staff see it (docs/operations.md, "Backups and restore"). */
export const backupOverviewSchema = z.object({
  /** BACKUP_KEY is set: backups are made nightly (none without it). */
  configured: z.boolean(),
  last_success: z.nullable(z.object({ finished_at: z.string(), archive: z.string(), where: z.string(), bytes: z.number() })),
  /** The last backup job that failed for good, when it is newer than the last success. */
  last_failure: z.nullable(z.object({ failed_at: z.string(), error: z.string() })),
  /** When the next nightly backup runs (BACKUP_AT in SITE_TIME_ZONE). */
  next_at: z.nullable(z.string()),
  /** BACKUP_KEY is set and no backup has succeeded in the last 26 hours (admins are mailed, once a day). */
  overdue: z.boolean(),
})
export type BackupOverview = z.infer<typeof backupOverviewSchema>

export const jobsOverviewSchema = z.object({
  /** Mails queued, or waiting for their next try. */
  waiting: z.number().check(z.int()),
  failed: z.array(failedJobSchema),
  last_reconciliation: z.nullable(z.object({ finished_at: z.string(), differences: z.number().check(z.int()), report: z.string() })),
  /** Requests the website failed with an error of its own since this hour yesterday (admins are mailed hourly). */
  errors_last_day: z.number().check(z.int()),
  backup: backupOverviewSchema,
})
export type JobsOverview = z.infer<typeof jobsOverviewSchema>

export const JOB_NOT_FAILED = 'Only a job that failed can be retried.'
export const JOB_RETRIED = 'The job will run again within a minute.'

export const unsubscribeQuerySchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(1000)) })
export const UNSUBSCRIBED = 'You will receive no more event reminders or thank-you notes from us.'

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const retryJobEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/jobs/{id}/retry',
  summary: 'Run a job that failed for good once more (its retries start afresh); the runner picks it up within seconds',
  access: 'staff',
  role: 'admin',
  output: messageSchema,
  answers: { 409: { description: JOB_NOT_FAILED } },
})

export const jobsOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/jobs',
  summary:
    'Background work as staff see it: mail waiting to go, jobs that failed for good (with why), the last nightly check against Stripe, the count of unhandled errors in the last day, and the nightly backup (the last one made, a failure since, the next, and whether none has succeeded in 26 hours)',
  access: 'staff',
  role: 'admin',
  output: jobsOverviewSchema,
})

export const unsubscribeFromRemindersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reminders/unsubscribe',
  summary:
    'Stop event reminders and thank-you notes for the address a signed link names: the one-click unsubscribe of RFC 8058 (List-Unsubscribe-Post), and the button of /unsubscribe. Any body is ignored',
  // Not limited per address: one-click requests come from the mail providers' servers, many
  // readers behind one address. Refused tokens are limited (the route counts them).
  access: 'public',
  query: unsubscribeQuerySchema,
  output: messageSchema,
  answers: {
    400: { description: 'The link was not made by us (tampered with, or cut short): nothing changes' },
    429: { description: 'Too many refused links from this address' },
  },
})
