import { poolOf } from '@/lib/postgres'

import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** A monitor must hear back quickly, even when the database is frozen. */
const HEALTH_DEADLINE_MS = 1_500

const NO_STORE = { 'Cache-Control': 'no-store' }

/** 200 when the database answers within the deadline, 503 otherwise (load balancers, monitors). */
export async function GET(): Promise<Response> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('health check deadline')), HEALTH_DEADLINE_MS)
  })
  try {
    const payload = await getPayloadClient()
    await Promise.race([poolOf(payload).query('SELECT 1'), deadline])
    return Response.json({ status: 'ok' }, { headers: NO_STORE })
  } catch {
    return Response.json({ detail: 'The database is not reachable.' }, { status: 503, headers: NO_STORE })
  } finally {
    clearTimeout(timer)
  }
}
