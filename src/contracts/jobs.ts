import * as z from 'zod/mini'

// The Jobs Queue as staff see it: mail waiting to go, work that failed for good, the last
// nightly check against Stripe, and the unhandled errors of the last day.

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

export const jobsOverviewSchema = z.object({
  /** Mails queued, or waiting for their next try. */
  waiting: z.number().check(z.int()),
  failed: z.array(failedJobSchema),
  last_reconciliation: z.nullable(z.object({ finished_at: z.string(), differences: z.number().check(z.int()), report: z.string() })),
  /** Requests the website failed with an error of its own since this hour yesterday (admins are mailed hourly). */
  errors_last_day: z.number().check(z.int()),
})
export type JobsOverview = z.infer<typeof jobsOverviewSchema>

export const JOB_NOT_FAILED = 'Only a job that failed can be retried.'
export const JOB_RETRIED = 'The job will run again within a minute.'

export const unsubscribeQuerySchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(1000)) })
export const UNSUBSCRIBED = 'You will receive no more event reminders or thank-you notes from us.'
