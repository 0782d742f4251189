import 'server-only'

import type { Payload } from 'payload'

import { poolOf } from '@/lib/postgres'

// The `reminder_opt_outs` table: addresses that asked for no more event reminders and thank-yous.
// Not a Payload collection, but a plain table created by src/migrations/20261124_163935_jobs_queue.ts.

async function pool(payload: Payload) {
  return poolOf(payload)
}

/** Records that an address wants no more reminders (asking twice changes nothing). */
export async function insertReminderOptOut(payload: Payload, email: string): Promise<void> {
  await (await pool(payload)).query(`INSERT INTO reminder_opt_outs (email) VALUES (lower($1)) ON CONFLICT (email) DO NOTHING`, [email])
}

/** Whether an address asked for no more reminders. */
export async function hasOptedOutOfReminders(payload: Payload, email: string): Promise<boolean> {
  const { rowCount } = await (await pool(payload)).query(`SELECT 1 FROM reminder_opt_outs WHERE email = lower($1)`, [email])
  return Boolean(rowCount)
}

/** Reminders are sent to the address again. */
export async function deleteReminderOptOut(payload: Payload, email: string): Promise<void> {
  await (await pool(payload)).query(`DELETE FROM reminder_opt_outs WHERE email = lower($1)`, [email])
}
