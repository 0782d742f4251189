import { describe, expect, it } from 'vitest'

import { isoToZonedLocal, zonedLocalToIso } from '@/lib/dates'

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
