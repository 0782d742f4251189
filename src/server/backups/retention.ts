import { DateTime } from 'luxon'

/** How many archives are kept: the newest of each of the last 7 days, 4 weeks and 12 months that have one. */
export type RetentionPolicy = { daily: number; weekly: number; monthly: number }

export const RETENTION: RetentionPolicy = { daily: 7, weekly: 4, monthly: 12 }

const PERIODS = [
  ['daily', 'yyyy-MM-dd'],
  // ISO weeks (Monday to Sunday), numbered within their own week-year.
  ['weekly', "kkkk-'W'WW"],
  ['monthly', 'yyyy-MM'],
] as const

/**
 * Which of `dates` (when each archive was made) to keep: for each period, the newest archive of
 * each of the last `policy[period]` days, weeks or months (in `timeZone`) that have an archive at
 * all, as restic's and borg's `--keep-daily/--keep-weekly/--keep-monthly` count. A night without
 * a backup keeps an older one longer rather than leaving a gap. Answers the kept dates, newest
 * first; every other archive may be deleted.
 */
export function archivesToKeep(dates: Date[], timeZone: string, policy: RetentionPolicy = RETENTION): Date[] {
  const newestFirst = [...dates].sort((a, b) => b.getTime() - a.getTime())
  const kept = new Set<Date>()
  for (const [period, format] of PERIODS) {
    const seen = new Set<string>()
    for (const date of newestFirst) {
      if (seen.size >= policy[period]) break
      const key = DateTime.fromJSDate(date, { zone: timeZone }).toFormat(format)
      if (seen.has(key)) continue
      seen.add(key)
      kept.add(date)
    }
  }
  return newestFirst.filter((date) => kept.has(date))
}
