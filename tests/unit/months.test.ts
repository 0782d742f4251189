import { describe, expect, it, vi } from 'vitest'

import { monthName, monthsSpan } from '@/lib/months'
import { lastMonths } from '@/server/services/donations/givingByMonth'

// Calendar months as the giving-by-month API names them ("2026-03") and as the report and its
// chart say them (src/lib/months.ts): the same month in every time zone, since a month name is a
// label, not an instant.

describe('monthName: a month in words', () => {
  it('long by default, with the year; short without it', () => {
    expect(monthName('2026-03')).toBe('March 2026')
    expect(monthName('2026-03', 'long')).toBe('March 2026')
    expect(monthName('2026-03', 'short')).toBe('Mar')
  })

  it('names every month of the year, first and last', () => {
    const year = Array.from({ length: 12 }, (_, i) => `2027-${String(i + 1).padStart(2, '0')}`)
    expect(year.map((month) => monthName(month, 'short'))).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'])
    expect(monthName('2027-01')).toBe('January 2027')
    expect(monthName('2026-12')).toBe('December 2026')
  })

  it('is the month named, whatever the server’s time zone (its first day is read in UTC)', () => {
    // Read as local midnight, 1 January would be 31 December west of Greenwich.
    vi.stubEnv('TZ', 'America/Los_Angeles')
    try {
      expect(new Date(2026, 0, 1).getTimezoneOffset()).toBeGreaterThan(0)
      expect(monthName('2026-01', 'short')).toBe('Jan')
      expect(monthName('2026-01')).toBe('January 2026')
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

describe('monthsSpan: the months a report covers, oldest first', () => {
  it('from the first to the last, in words', () => {
    expect(monthsSpan(['2025-12', '2026-01', '2026-02'])).toBe('December 2025 to February 2026')
  })

  it('reads only the ends: the months between are not checked', () => {
    expect(monthsSpan(['2025-12', '2026-11'])).toBe('December 2025 to November 2026')
  })

  it('one month is its name alone; the same month at both ends too', () => {
    expect(monthsSpan(['2026-03'])).toBe('March 2026')
    expect(monthsSpan(['2026-03', '2026-03'])).toBe('March 2026')
  })

  it('no months say nothing', () => {
    expect(monthsSpan([])).toBe('')
  })

  it('spans the twelve months lastMonths gives, as the report heads them', () => {
    const months = lastMonths(12, new Date('2026-11-15T12:00:00Z'), 'America/New_York')
    expect(months).toHaveLength(12)
    expect(monthsSpan(months)).toBe('December 2025 to November 2026')
  })
})

describe('lastMonths: the months up to now in the foundation’s zone', () => {
  it('one month is the one now falls in', () => {
    expect(lastMonths(1, new Date('2026-06-30T23:00:00Z'), 'UTC')).toEqual(['2026-06'])
    expect(lastMonths(1, new Date('2026-07-01T03:00:00Z'), 'America/Los_Angeles')).toEqual(['2026-06'])
  })

  it('counts back across years, each month once, oldest first', () => {
    const months = lastMonths(25, new Date('2026-02-10T12:00:00Z'), 'UTC')
    expect(months[0]).toBe('2024-02')
    expect(months.at(-1)).toBe('2026-02')
    expect(new Set(months).size).toBe(25)
    expect([...months].sort()).toEqual(months)
  })

  it('none asked, none given', () => {
    expect(lastMonths(0, new Date('2026-02-10T12:00:00Z'), 'UTC')).toEqual([])
  })
})
