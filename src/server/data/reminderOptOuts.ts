import 'server-only'

import { poolOf } from '@/lib/postgres'

import { getPayloadClient } from '../payload'

// The `reminder_opt_outs` table: addresses that asked for no more event reminders and thank-yous.
// Not a Payload collection, but a plain table created by src/migrations/20261124_163935_jobs_queue.ts.

async function pool() {
  return poolOf(await getPayloadClient())
}

/** Records that an address wants no more reminders (asking twice changes nothing). */
export async function insertReminderOptOut(email: string): Promise<void> {
  await (await pool()).query(`INSERT INTO reminder_opt_outs (email) VALUES (lower($1)) ON CONFLICT (email) DO NOTHING`, [email])
}

/** Whether an address asked for no more reminders. */
export async function hasOptedOutOfReminders(email: string): Promise<boolean> {
  const { rowCount } = await (await pool()).query(`SELECT 1 FROM reminder_opt_outs WHERE email = lower($1)`, [email])
  return Boolean(rowCount)
}
