import { describe, expect, it } from 'vitest'

import { archiveDate, archiveName } from '@/server/backups/names'
import { archivesToKeep } from '@/server/backups/retention'
import { nextBackupAt } from '@/server/backups/schedule'

// Which archives the nightly backup keeps (src/server/backups/retention.ts): the newest of each of
// the last 7 days, 4 weeks and 12 months that have one, in the foundation's time zone.

const NEW_YORK = 'America/New_York'
const DAY = 86_400_000

/** Nightly archives at 03:00 New York time (08:00 UTC in winter) for `days` days up to 2026-12-31. */
const nightly = (days: number, last = Date.UTC(2026, 11, 31, 8)) => Array.from({ length: days }, (_, i) => new Date(last - i * DAY))

const isoDays = (dates: Date[]) => dates.map((date) => date.toISOString().slice(0, 10))

describe('the archives kept', () => {
  it('of a year and a half of nightly backups: 7 days, then the newest of 4 weeks, then of 12 months', () => {
    const kept = archivesToKeep(nightly(540), NEW_YORK)
    expect(isoDays(kept)).toEqual([
      // The last 7 days (Thursday 31 December back to Friday 25th); the 27th is also the week's
      // newest (Sunday, the ISO week's end) and the 31st the month's.
      '2026-12-31',
      '2026-12-30',
      '2026-12-29',
      '2026-12-28',
      '2026-12-27',
      '2026-12-26',
      '2026-12-25',
      // The newest of the two weeks before (Sundays 20 and 13 December).
      '2026-12-20',
      '2026-12-13',
      // The newest of each month before, back to January (12 months with December).
      '2026-11-30',
      '2026-10-31',
      '2026-09-30',
      '2026-08-31',
      '2026-07-31',
      '2026-06-30',
      '2026-05-31',
      '2026-04-30',
      '2026-03-31',
      '2026-02-28',
      '2026-01-31',
    ])
    expect(kept).toHaveLength(7 + 2 + 11)
  })

  it('keeps everything while there are few', () => {
    const dates = nightly(5)
    expect(archivesToKeep(dates, NEW_YORK)).toEqual(dates)
    expect(archivesToKeep([], NEW_YORK)).toEqual([])
  })

  it('counts days that have a backup: a week of failed nights keeps the older ones longer', () => {
    const beforeTheOutage = nightly(10, Date.UTC(2026, 11, 20, 8))
    const kept = archivesToKeep([new Date(Date.UTC(2026, 11, 31, 8)), ...beforeTheOutage], NEW_YORK)
    expect(isoDays(kept).slice(0, 7)).toEqual(['2026-12-31', '2026-12-20', '2026-12-19', '2026-12-18', '2026-12-17', '2026-12-16', '2026-12-15'])
  })

  it('keeps the newest of several on one day (a backup by hand before an upgrade, then the nightly one)', () => {
    const night = new Date('2026-12-02T08:00:00Z')
    const byHand = new Date('2026-12-02T19:30:00Z')
    expect(archivesToKeep([night, byHand], NEW_YORK, { daily: 1, weekly: 0, monthly: 0 })).toEqual([byHand])
  })

  it('tells days apart in SITE_TIME_ZONE, not UTC', () => {
    // 22:00 and 23:30 in New York on 1 December are 03:00 and 04:30 UTC on the 2nd: one day there,
    // and in UTC; in Halifax (an hour ahead of New York) 23:00 on the 1st and 00:30 on the 2nd.
    const early = new Date('2026-12-02T03:00:00Z')
    const late = new Date('2026-12-02T04:30:00Z')
    expect(archivesToKeep([early, late], NEW_YORK, { daily: 2, weekly: 0, monthly: 0 })).toEqual([late])
    expect(archivesToKeep([early, late], 'UTC', { daily: 2, weekly: 0, monthly: 0 })).toEqual([late])
    expect(archivesToKeep([early, late], 'America/Halifax', { daily: 2, weekly: 0, monthly: 0 })).toEqual([late, early])
  })

  it('does not mind the order it is given them in', () => {
    const dates = nightly(60)
    expect(archivesToKeep([...dates].reverse(), NEW_YORK)).toEqual(archivesToKeep(dates, NEW_YORK))
  })
})

describe('archive names', () => {
  it('carry the moment they were made, in UTC, to the second', () => {
    const made = new Date('2026-12-02T03:00:00.123Z')
    expect(archiveName(made)).toBe('backup-2026-12-02T030000Z.fll')
    expect(archiveName(made, 2)).toBe('backup-2026-12-02T030000Z-2.fll')
    expect(archiveDate('backup-2026-12-02T030000Z.fll')).toEqual(new Date('2026-12-02T03:00:00Z'))
    expect(archiveDate('backup-2026-12-02T030000Z-2.fll')).toEqual(new Date('2026-12-02T03:00:00Z'))
  })

  it('are the only files pruning considers', () => {
    for (const name of ['notes.txt', 'backup-2026-12-02T030000Z.fll.partial', 'backup-2026-13-02T030000Z.fll', 'backup-latest.fll']) expect(archiveDate(name), name).toBeNull()
  })
})

describe('the nightly time', () => {
  it('is BACKUP_AT in SITE_TIME_ZONE, today if it is still ahead, else tomorrow', () => {
    const at = { hour: 3, minute: 0 }
    expect(nextBackupAt(new Date('2026-12-02T07:59:00Z'), at, NEW_YORK)).toEqual(new Date('2026-12-02T08:00:00Z'))
    expect(nextBackupAt(new Date('2026-12-02T08:00:00Z'), at, NEW_YORK)).toEqual(new Date('2026-12-03T08:00:00Z'))
    expect(nextBackupAt(new Date('2026-12-02T12:00:00Z'), { hour: 23, minute: 30 }, 'UTC')).toEqual(new Date('2026-12-02T23:30:00Z'))
  })

  it('follows daylight saving time: 03:00 in New York is 07:00 UTC in summer', () => {
    const at = { hour: 3, minute: 0 }
    expect(nextBackupAt(new Date('2026-07-01T12:00:00Z'), at, NEW_YORK)).toEqual(new Date('2026-07-02T07:00:00Z'))
    // The night the clocks go forward (8 March 2026, 02:00 → 03:00): 03:00 exists, at 07:00 UTC.
    expect(nextBackupAt(new Date('2026-03-08T05:00:00Z'), at, NEW_YORK)).toEqual(new Date('2026-03-08T07:00:00Z'))
    // 02:30 does not exist that night: the next moment that does.
    expect(nextBackupAt(new Date('2026-03-08T05:00:00Z'), { hour: 2, minute: 30 }, NEW_YORK)).toEqual(new Date('2026-03-08T07:30:00Z'))
  })
})
