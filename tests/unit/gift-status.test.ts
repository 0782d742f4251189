import { describe, expect, it } from 'vitest'

import { DONATION_STATUSES, type DonationStatus } from '@/contracts/donations'
import { GIVEN_STATUSES, isGiven, keepsMoney, MONEY_STATUSES, ONCE_GIVEN_STATUSES, succeededNow } from '@/contracts/donationStatus'
import { giftHooks } from '@/collections/Donations/hooks/giftSucceeded'
import type { Donation } from '@/payload-types'
import { GIVEN_STATUSES as GIVEN_SQL, MONEY_STATUSES as MONEY_SQL } from '@/server/data/donations'

describe('gift statuses, named once', () => {
  it('money is kept by succeeded and disputed gifts only; a gift is given once succeeded, disputed or refunded', () => {
    expect(DONATION_STATUSES.filter(keepsMoney)).toEqual(['succeeded', 'disputed'])
    expect(DONATION_STATUSES.filter(isGiven)).toEqual(['succeeded', 'refunded', 'disputed'])
    expect(keepsMoney(undefined)).toBe(false)
    expect(isGiven(null)).toBe(false)
  })

  it('a voided check was given once; nothing pending, failed, canceled or abandoned was', () => {
    expect([...ONCE_GIVEN_STATUSES].sort()).toEqual(['disputed', 'refunded', 'succeeded', 'voided'])
  })

  it('the SQL reads the same sets', () => {
    expect(MONEY_SQL).toBe(`status IN (${MONEY_STATUSES.map((s) => `'${s}'`).join(', ')})`)
    expect(GIVEN_SQL).toBe(`status IN (${GIVEN_STATUSES.map((s) => `'${s}'`).join(', ')})`)
  })
})

describe('succeededNow: succeeded now, not before', () => {
  it('a create that is succeeded (a check recorded, a renewal paid) is new; any other create is nothing', () => {
    expect(succeededNow(undefined, 'succeeded')).toBe('new')
    for (const status of DONATION_STATUSES.filter((s) => s !== 'succeeded')) expect(succeededNow(undefined, status)).toBeNull()
  })

  it('money arriving for the first time is new: from pending, failed, canceled or abandoned', () => {
    for (const previous of ['pending', 'failed', 'canceled', 'abandoned'] as const) expect(succeededNow(previous, 'succeeded')).toBe('new')
  })

  it('back to succeeded after the money arrived (a dispute won, a refund undone, a check restored) is back, not new', () => {
    for (const previous of ['disputed', 'refunded', 'voided'] as const) expect(succeededNow(previous, 'succeeded')).toBe('back')
  })

  it('a succeeded gift changed again (a replayed webhook, a correction) and any change to another status is nothing', () => {
    expect(succeededNow('succeeded', 'succeeded')).toBeNull()
    const others = DONATION_STATUSES.filter((s) => s !== 'succeeded')
    for (const previous of [undefined, ...DONATION_STATUSES] as (DonationStatus | undefined)[]) for (const next of others) expect(succeededNow(previous, next)).toBeNull()
  })

  it('every pair is decided as the three old checks decided it (letter and card: any success; supporter mail: new only)', () => {
    const oldLetterAndCard = (previous: DonationStatus | undefined, next: DonationStatus) => next === 'succeeded' && previous !== 'succeeded'
    const oldSupporterMail = (previous: DonationStatus | undefined, next: DonationStatus) =>
      next === 'succeeded' && !(['succeeded', 'disputed', 'refunded', 'voided'] as (DonationStatus | undefined)[]).includes(previous)
    for (const previous of [undefined, ...DONATION_STATUSES] as (DonationStatus | undefined)[])
      for (const next of DONATION_STATUSES) {
        expect(succeededNow(previous, next) !== null).toBe(oldLetterAndCard(previous, next))
        expect(succeededNow(previous, next) === 'new').toBe(oldSupporterMail(previous, next))
      }
  })
})

describe('the Donations fan-out marks, in the change that succeeds only', () => {
  type Before = Parameters<ReturnType<typeof giftHooks>['beforeChange']>[0]
  const { beforeChange } = giftHooks(['campaignTotals', 'tributeCard', 'fundraiserMail', 'donor', 'acknowledgement'])
  const tribute = { kind: 'memory' as const, notify_email: 'aunt@example.org' }
  const change = (data: Partial<Donation>, originalDoc?: Partial<Donation>) =>
    beforeChange({ data, originalDoc, operation: originalDoc ? 'update' : 'create', context: {} } as unknown as Before) as Promise<Partial<Donation>>

  it('a gift that succeeds has its card and letter marked queued; a repeat, or a gift still pending, marks nothing', async () => {
    const done = await change({ status: 'succeeded' }, { status: 'pending', donor_email: 'a@example.org', tribute })
    expect(done.tribute?.card_queued_at).toEqual(expect.any(String))
    expect(done.acknowledgement?.queued_at).toEqual(expect.any(String))
    expect(await change({ status: 'succeeded' }, { status: 'succeeded', donor_email: 'a@example.org', tribute })).toEqual({ status: 'succeeded' })
    expect(await change({ status: 'pending', donor_email: 'a@example.org', tribute })).toEqual({ status: 'pending', donor_email: 'a@example.org', tribute })
  })

  it('a marker already set is never set again, and a gift without an email gets no letter', async () => {
    const queued = '2026-01-01T00:00:00.000Z'
    const back = await change({ status: 'succeeded' }, { status: 'disputed', donor_email: 'a@example.org', tribute: { ...tribute, card_queued_at: queued }, acknowledgement: { queued_at: queued } })
    expect(back).toEqual({ status: 'succeeded' })
    expect((await change({ status: 'succeeded', amount_cents: 500 })).acknowledgement).toBeUndefined()
  })
})
