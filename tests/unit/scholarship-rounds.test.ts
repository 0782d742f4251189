import { afterEach, describe, expect, it, vi } from 'vitest'

import { type RoundSummary, SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'
import { DomainError } from '@/server/domain/errors'
import { asOfNow, isRoundOpen, refuseUnlessOpen, roundPhase } from '@/server/services/scholarships/rounds'

// A round's phase at a moment (src/server/services/scholarships/rounds.ts): not open yet before
// `opens_at`, open from `opens_at` up to (not at) `closes_at`, closed from then on. Applying,
// saving, submitting and letters are refused with 409 outside the open phase (docs/scholarships.md).

const OPENS = '2031-03-01T14:00:00.000Z'
const CLOSES = '2031-04-01T03:59:59.000Z'
const round = { opens_at: OPENS, closes_at: CLOSES }
const ms = (iso: string) => Date.parse(iso)

afterEach(() => {
  vi.useRealTimers()
})

describe('roundPhase: upcoming, open or closed', () => {
  it('is upcoming until the very moment it opens, and open from then', () => {
    expect(roundPhase(round, ms(OPENS) - 1)).toBe('upcoming')
    expect(roundPhase(round, ms(OPENS))).toBe('open')
  })

  it('is open until the moment it closes, and closed at that moment and after', () => {
    expect(roundPhase(round, ms(CLOSES) - 1)).toBe('open')
    expect(roundPhase(round, ms(CLOSES))).toBe('closed')
    expect(roundPhase(round, ms('2040-01-01T00:00:00Z'))).toBe('closed')
  })

  it('reads the instants, whatever offset they are written with', () => {
    const local = { opens_at: '2031-03-01T09:00:00-05:00', closes_at: '2031-03-31T23:59:59-04:00' }
    expect(roundPhase(local, ms(OPENS) - 1)).toBe('upcoming')
    expect(roundPhase(local, ms(OPENS))).toBe('open')
    expect(roundPhase(local, ms(CLOSES))).toBe('closed')
  })

  it('isRoundOpen says the same', () => {
    expect([ms(OPENS) - 1, ms(OPENS), ms(CLOSES) - 1, ms(CLOSES)].map((now) => isRoundOpen(round, now))).toEqual([false, true, true, false])
  })
})

describe('refuseUnlessOpen: the 409 of a round that takes nothing now', () => {
  const refusal = () => {
    try {
      refuseUnlessOpen(round)
      return null
    } catch (error) {
      return error instanceof DomainError ? { kind: error.kind, message: error.message } : error
    }
  }

  it('before it opens: not open yet', () => {
    vi.useFakeTimers({ now: ms(OPENS) - 1000 })
    expect(refusal()).toEqual({ kind: 'conflict', message: SCHOLARSHIP_MESSAGES.notOpenYet })
  })

  it('while open: nothing refused', () => {
    vi.useFakeTimers({ now: ms(OPENS) })
    expect(refusal()).toBeNull()
  })

  it('once closed: the closed words, which say letters are no longer taken either', () => {
    vi.useFakeTimers({ now: ms(CLOSES) })
    expect(refusal()).toEqual({ kind: 'conflict', message: 'This round has closed; applications and letters are no longer taken.' })
  })
})

describe('asOfNow: rounds in the order the public reads them, each phase as of now', () => {
  const summary = (slug: string, opens_at: string, closes_at: string): RoundSummary => ({
    slug,
    title: slug,
    summary: null,
    award_cents: 100_000,
    awards_count: 1,
    opens_at,
    closes_at,
    // What a cached copy said when it was made: asOfNow does not trust it.
    open: false,
    phase: 'upcoming',
    recipients: [],
  })
  const NOW = ms('2031-06-15T12:00:00Z')
  const rounds = [
    summary('closed-early', '2031-01-01T00:00:00Z', '2031-02-01T00:00:00Z'),
    summary('open-late', '2031-06-01T00:00:00Z', '2031-09-01T00:00:00Z'),
    summary('upcoming-late', '2031-12-01T00:00:00Z', '2032-01-01T00:00:00Z'),
    summary('closed-late', '2031-03-01T00:00:00Z', '2031-05-01T00:00:00Z'),
    summary('open-soon', '2031-05-01T00:00:00Z', '2031-07-01T00:00:00Z'),
    summary('upcoming-soon', '2031-07-01T00:00:00Z', '2031-08-01T00:00:00Z'),
  ]

  it('open rounds first (closing soonest first), then upcoming (opening soonest first), then closed (latest first)', () => {
    expect(asOfNow(rounds, NOW).map((r) => r.slug)).toEqual(['open-soon', 'open-late', 'upcoming-soon', 'upcoming-late', 'closed-late', 'closed-early'])
  })

  it('sets each round’s phase and open flag as of now, not as the cached copy said', () => {
    const byslug = Object.fromEntries(asOfNow(rounds, NOW).map((r) => [r.slug, [r.phase, r.open]]))
    expect(byslug).toEqual({
      'open-soon': ['open', true],
      'open-late': ['open', true],
      'upcoming-soon': ['upcoming', false],
      'upcoming-late': ['upcoming', false],
      'closed-late': ['closed', false],
      'closed-early': ['closed', false],
    })
  })

  it('a round that closed since the copy was made moves to the closed ones', () => {
    const later = ms('2031-07-01T00:00:00Z')
    expect(asOfNow(rounds, later).map((r) => `${r.slug}:${r.phase}`)).toEqual([
      'upcoming-soon:open',
      'open-late:open',
      'upcoming-late:upcoming',
      'open-soon:closed',
      'closed-late:closed',
      'closed-early:closed',
    ])
  })

  it('leaves the list it was given as it was', () => {
    const copy = structuredClone(rounds)
    asOfNow(rounds, NOW)
    expect(rounds).toEqual(copy)
  })
})
