import 'server-only'

import type { Payload } from 'payload'

import { poolOf } from '@/lib/postgres'

// The `mail_opt_outs` table (migration 20261207_210000_anniversary_reminders): an address that
// asked for no more mail of one kind (`anniversary`: the yearly reminder of a tribute's day).
// Event reminders keep their own table, reminder_opt_outs.

export type MailChoiceKind = 'anniversary'

/** Records that an address wants no more mail of `kind` (asking twice changes nothing). */
export async function insertMailOptOut(payload: Payload, email: string, kind: MailChoiceKind): Promise<void> {
  await poolOf(payload).query(`INSERT INTO mail_opt_outs (email, kind) VALUES (lower($1), $2) ON CONFLICT DO NOTHING`, [email, kind])
}

/** Whether an address asked for no more mail of `kind`. */
export async function hasOptedOut(payload: Payload, email: string, kind: MailChoiceKind): Promise<boolean> {
  const { rowCount } = await poolOf(payload).query(`SELECT 1 FROM mail_opt_outs WHERE email = lower($1) AND kind = $2`, [email, kind])
  return Boolean(rowCount)
}

/** Mail of `kind` is sent to the address again. */
export async function deleteMailOptOut(payload: Payload, email: string, kind: MailChoiceKind): Promise<void> {
  await poolOf(payload).query(`DELETE FROM mail_opt_outs WHERE email = lower($1) AND kind = $2`, [email, kind])
}
