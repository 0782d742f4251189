import { DateTime } from 'luxon'

import type { BackupTime } from './settings'

/**
 * The next moment after `now` that is `at` (BACKUP_AT) in `timeZone` (SITE_TIME_ZONE): today if it
 * is still ahead, else tomorrow. A time the clocks skip that night (02:30 when they go from 02:00
 * to 03:00) is the first moment after the gap.
 */
export function nextBackupAt(now: Date, at: BackupTime, timeZone: string): Date {
  const local = DateTime.fromJSDate(now, { zone: timeZone })
  const today = local.set({ hour: at.hour, minute: at.minute, second: 0, millisecond: 0 })
  const next = today > local ? today : local.plus({ days: 1 }).set({ hour: at.hour, minute: at.minute, second: 0, millisecond: 0 })
  return next.toJSDate()
}

/** A backup is missing when none has succeeded for this long (a night, and a little to spare). */
export const OVERDUE_HOURS = 26
const HOUR_MS = 3_600_000

/**
 * Whether the backups are overdue: BACKUP_KEY is set and none has succeeded in the last 26 hours.
 * A site that has never had one is given the 26 hours from its first scheduled backup job (the
 * first night), and is overdue at once if there is no such job at all (nothing schedules them).
 */
export function isOverdue({ configured, lastSuccessAt, firstJobAt, now }: { configured: boolean; lastSuccessAt: Date | null; firstJobAt: Date | null; now: Date }): boolean {
  if (!configured) return false
  const since = lastSuccessAt ?? firstJobAt
  return !since || now.getTime() - since.getTime() > OVERDUE_HOURS * HOUR_MS
}
