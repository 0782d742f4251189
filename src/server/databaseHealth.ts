import 'server-only'

import { poolOf } from '@/lib/postgres'

import type { PayloadSource } from './payload'

/** Whether PostgreSQL answers a trivial query within `deadlineMs`, even when it is frozen. */
export async function databaseAnswers(payloadSource: PayloadSource, deadlineMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), deadlineMs)
  })
  try {
    const payload = await payloadSource()
    const answered = poolOf(payload)
      .query('SELECT 1')
      .then(() => true as const)
    answered.catch(() => undefined)
    return await Promise.race([answered, deadline])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
