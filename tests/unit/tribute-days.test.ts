import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'

import { daysRemembered } from '@/server/services/tributes/anniversaries'
import { tributeSlugOf, tidyName } from '@/server/services/tributes/tributePages'

describe('the days a tribute is remembered on', () => {
  it('is its own day, and 29 February on the 28th of a year without one', () => {
    expect(daysRemembered(DateTime.fromISO('2031-04-18T12:00', { zone: 'America/New_York' }))).toEqual(['04-18'])
    expect(daysRemembered(DateTime.fromISO('2031-02-28T12:00', { zone: 'America/New_York' }))).toEqual(['02-28', '02-29'])
    expect(daysRemembered(DateTime.fromISO('2032-02-28T12:00', { zone: 'America/New_York' }))).toEqual(['02-28'])
    expect(daysRemembered(DateTime.fromISO('2032-02-29T12:00', { zone: 'America/New_York' }))).toEqual(['02-29'])
  })
})

describe('a tribute page’s address', () => {
  it('comes from the name, accents folded; a name without Latin letters gets one of its own', () => {
    expect(tributeSlugOf('José  Martínez')).toBe('jose-martinez')
    expect(tidyName('  José   Martínez ')).toBe('José Martínez')
    const [a, b] = [tributeSlugOf('王芳'), tributeSlugOf('李娜')]
    expect(a).toMatch(/^tribute-[0-9a-f]{10}$/)
    expect(a).not.toBe(b)
    expect(tributeSlugOf('王芳')).toBe(a)
  })
})
