import 'server-only'

import type { Payload } from 'payload'

import { renderMail } from '@/email/renderMail'
import { errorDigest } from '@/email/staffMails'
import { queueMail } from '@/jobs/queueMail'
import { formatDateTime } from '@/lib/dates'

import { describeBackups, missingBackupMessage } from '../../backups/status'
import { BACKUP_ERROR_ROUTE, claimHourToTell, countMissingBackup, errorsOfHour } from '../../data/serverErrors'
import { sendMail } from '../../mail'
import { inTransaction } from '../../transaction'
import { readFoundation } from '../foundation'
import { adminRecipients } from '../staff/staffAlerts'

const HOUR_MS = 3_600_000

/** The start of the whole clock hour before the one `now` falls in (UTC, as the table counts). */
export const hourBefore = (now: Date): Date => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - HOUR_MS)

/**
 * The hourly look at the hour just ended: when it held unhandled errors, the admins' mail is
 * queued, in the same transaction that marks the hour told, so an hour is mailed at most once
 * however often this runs. Answers the number of errors in the hour (0: nothing queued). Failed
 * nightly backups are among them (counted by the job), and a missing one is counted here, once a
 * day while no backup succeeds (src/server/backups/status.ts).
 */
export async function queueErrorDigest(payload: Payload, now: Date): Promise<number> {
  const hour = hourBefore(now)
  const missing = missingBackupMessage(await describeBackups(payload, now))
  return inTransaction(payload, async (ctx) => {
    if (missing) await countMissingBackup(ctx, hour, missing)
    const errors = await claimHourToTell(ctx, hour)
    if (errors > 0) await queueMail(ctx.payload, 'mailErrorDigest', { hour: hour.getTime() / 1000 }, ctx.req)
    return errors
  })
}

/**
 * The admins' mail of one hour's unhandled errors: counts by route with the first message of
 * each, as of sending (errors counted late in that hour are in it). `hour` is its start in
 * seconds since 1970.
 */
export async function mailErrorDigest(payload: Payload, hour: number, job: string | number): Promise<string> {
  const start = new Date(hour * 1000)
  const all = await errorsOfHour(payload, start)
  if (!all.length) return 'no errors'
  const admins = await adminRecipients(payload)
  if (!admins.length) return 'no active admin'
  // The backup's line is told apart: no visitor met it.
  const backup = all.find((row) => row.route === BACKUP_ERROR_ROUTE)
  const rows = all.filter((row) => row !== backup)
  const total = rows.reduce((sum, row) => sum + row.count, 0)
  const subject = total ? `Errors on the website in the last hour: ${total}` : 'The website’s backup needs attention'
  const { name: foundation } = await readFoundation(payload)
  const words = errorDigest({
    from: formatDateTime(start.toISOString()),
    total,
    routes: rows.map((row) => ({ route: row.route, count: row.count, firstMessage: row.first_message, firstRequestId: row.first_request_id })),
    backup: backup ? { count: backup.count, firstMessage: backup.first_message } : null,
  })
  await sendMail(payload, { to: admins.join(', '), subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}
