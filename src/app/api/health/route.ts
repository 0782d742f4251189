import { getPayloadClient } from '@/app/payload'
import { databaseAnswers } from '@/server/databaseHealth'

export const dynamic = 'force-dynamic'

/** A monitor must hear back quickly, even when the database is frozen. */
const HEALTH_DEADLINE_MS = 1_500

const NO_STORE = { 'Cache-Control': 'no-store' }

/** 200 when the database answers within the deadline, 503 otherwise (load balancers, monitors). */
export async function GET(): Promise<Response> {
  if (await databaseAnswers(getPayloadClient, HEALTH_DEADLINE_MS)) return Response.json({ status: 'ok' }, { headers: NO_STORE })
  return Response.json({ detail: 'The database is not reachable.' }, { status: 503, headers: NO_STORE })
}
