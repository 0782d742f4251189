import type { TaskConfig, TaskType } from 'payload'

import { logText } from '@/lib/logText'

/**
 * A task whose failed attempts are logged in one line each (the runner keeps Payload's own error
 * log quiet: it prints the whole job and its configuration per attempt). The error is still
 * thrown, so Payload records it on the job and retries.
 */
export function logFailures<T extends TaskType>(task: TaskConfig<T>): TaskConfig<T> {
  const handler = task.handler
  if (typeof handler !== 'function') return task
  return {
    ...task,
    handler: async (args) => {
      try {
        return await handler(args)
      } catch (error) {
        const message = error instanceof Error ? error.message : error
        args.req.payload.logger.warn(`${task.label ?? task.slug} (job ${args.job.id}) failed: ${logText(message)}`)
        throw error
      }
    },
  }
}
