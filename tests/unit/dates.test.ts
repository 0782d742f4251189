import { describe, expect, it } from 'vitest'

import { isAnniversary, iso, isoToZonedLocal, nextZonedMidnight, zonedDay, zonedLocalToIso } from '@/lib/dates'

describe('zonedLocalToIso: a datetime-local value in the foundation’s zone → an instant', () => {
  it.each([
    ['summer (EDT, UTC−4)', '2031-09-11T18:30', '2031-09-11T22:30:00.000Z'],
    ['winter (EST, UTC−5)', '2031-12-24T18:30', '2031-12-24T23:30:00.000Z'],
    ['the evening before clocks go forward', '2031-03-08T23:00', '2031-03-09T04:00:00.000Z'],
    ['just after clocks went forward (3:00 EDT)', '2031-03-09T03:00', '2031-03-09T07:00:00.000Z'],
    ['the evening before clocks go back', '2031-11-01T23:00', '2031-11-02T03:00:00.000Z'],
    ['just after clocks went back (2:00 EST)', '2031-11-02T02:00', '2031-11-02T07:00:00.000Z'],
  ])('%s', (_label, local, iso) => {
    expect(zonedLocalToIso(local, 'America/New_York')).toBe(iso)
  })

  it('reads the hour skipped in spring (2:30 does not exist) as the hour after', () => {
    expect(zonedLocalToIso('2031-03-09T02:30', 'America/New_York')).toBe('2031-03-09T07:30:00.000Z')
  })

  it('takes the first of the repeated hour in autumn (1:30 EDT, not EST)', () => {
    expect(zonedLocalToIso('2031-11-02T01:30', 'America/New_York')).toBe('2031-11-02T05:30:00.000Z')
  })

  it('round-trips through isoToZonedLocal, in another zone too', () => {
    for (const local of ['2031-01-15T09:05', '2031-07-04T21:45', '2031-03-09T03:00', '2031-11-02T02:00']) {
      expect(isoToZonedLocal(zonedLocalToIso(local, 'America/New_York'), 'America/New_York')).toBe(local)
      expect(isoToZonedLocal(zonedLocalToIso(local, 'Europe/London'), 'Europe/London')).toBe(local)
    }
  })
})

describe('zonedDay and nextZonedMidnight: the foundation’s day, and when the next one begins', () => {
  it.each([
    ['late evening of 10 September in New York (03:30 UTC on the 11th)', '2031-09-11T03:30:00Z', 'America/New_York', '2031-09-10', '2031-09-11T04:00:00.000Z'],
    ['midnight itself begins the day', '2031-09-11T04:00:00Z', 'America/New_York', '2031-09-11', '2031-09-12T04:00:00.000Z'],
    ['the day before clocks go back (midnight still EDT)', '2031-11-01T12:00:00Z', 'America/New_York', '2031-11-01', '2031-11-02T04:00:00.000Z'],
    ['the day clocks go back (next midnight EST)', '2031-11-02T12:00:00Z', 'America/New_York', '2031-11-02', '2031-11-03T05:00:00.000Z'],
    ['the day before clocks go forward', '2031-03-08T12:00:00Z', 'America/New_York', '2031-03-08', '2031-03-09T05:00:00.000Z'],
    ['a zone whose clocks skip midnight (Havana: 0:00 becomes 1:00)', '2031-03-08T12:00:00Z', 'America/Havana', '2031-03-08', '2031-03-09T05:00:00.000Z'],
    ['a new year ahead of UTC', '2031-12-31T20:00:00Z', 'Asia/Tokyo', '2032-01-01', '2032-01-01T15:00:00.000Z'],
  ])('%s', (_label, iso, zone, day, midnight) => {
    expect(zonedDay(new Date(iso), zone)).toBe(day)
    expect(nextZonedMidnight(new Date(iso), zone).toISOString()).toBe(midnight)
  })
})

describe('isAnniversary: 11 September in the foundation’s zone', () => {
  it('begins and ends at New York’s midnights, not UTC’s', () => {
    const zone = 'America/New_York'
    expect(isAnniversary(new Date('2031-09-11T03:59:00Z'), zone)).toBe(false) // 23:59 on the 10th there
    expect(isAnniversary(new Date('2031-09-11T04:00:00Z'), zone)).toBe(true)
    expect(isAnniversary(new Date('2031-09-12T03:59:00Z'), zone)).toBe(true) // 23:59 on the 11th there
    expect(isAnniversary(new Date('2031-09-12T04:00:00Z'), zone)).toBe(false)
    expect(isAnniversary(new Date('2031-09-11T12:00:00Z'), 'Pacific/Auckland')).toBe(false) // already the 12th there
  })
})

describe('iso: an instant as the API answers it', () => {
  it('gives UTC ISO text from a Date or from text with an offset, and null for none', () => {
    expect(iso(new Date('2031-09-11T18:30:00-04:00'))).toBe('2031-09-11T22:30:00.000Z')
    expect(iso('2031-09-11T18:30:00-04:00')).toBe('2031-09-11T22:30:00.000Z')
    expect(iso('2031-09-11 22:30:00+00')).toBe('2031-09-11T22:30:00.000Z')
    expect(iso(null)).toBeNull()
    expect(iso(undefined)).toBeNull()
    expect(iso('')).toBeNull()
  })
})
