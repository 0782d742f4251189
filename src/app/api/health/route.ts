import { poolOf } from '@/lib/postgres'

import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** 200 when the database answers, 503 when it does not (for load balancers and monitors). */
export async function GET(): Promise<Response> {
  try {
    const payload = await getPayloadClient()
    await poolOf(payload).query('SELECT 1')
    return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
  } catch {
    return Response.json(
      { detail: 'The database is not reachable.' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
