import type { Payload, PayloadRequest, TypedJobs } from 'payload'

/**
 * Mail has a queue of its own, run beside the other work (src/jobs/index.ts): a long nightly
 * reconciliation never holds a visitor's mail back.
 */
export const MAIL_QUEUE = 'mail'

/** Every mail task: by name, so a new one needs no second list. */
type MailTask = Extract<keyof TypedJobs['tasks'], `mail${string}`> | 'sendPayloadMail'

/** Queues one mail; with `req`, inside that request's transaction (stored with what it is about). */
export async function queueMail<T extends MailTask>(payload: Payload, task: T, input: TypedJobs['tasks'][T]['input'], req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task, input, queue: MAIL_QUEUE, ...(req && { req }) } as Parameters<Payload['jobs']['queue']>[0])
}
