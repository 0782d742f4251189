import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { eraseBodySchema, PEOPLE_MESSAGES, personQuerySchema } from '@/contracts/people'
import { addressHash, addressKey, recipientsOf } from '@/lib/addressHash'
import { countsSummary, ERASED_VALUE, erasedDonorEmail, erasedDonorName, giftRecordsCutoff, scrubGiftHistory, splitByRecordAge } from '@/server/services/people/personRules'

// One person's data (issue 44): the rules of an export and an erasure that need no database.

describe('an address as a person is keyed', () => {
  it('is trimmed and in lower case, and its hash is the SHA-256 of that, however it was typed', () => {
    expect(addressKey('  Pat.Doe@Example.ORG ')).toBe('pat.doe@example.org')
    const hash = createHash('sha256').update('pat.doe@example.org').digest('hex')
    expect(addressHash('  Pat.Doe@Example.ORG ')).toBe(hash)
    expect(addressHash('pat.doe@example.org')).toBe(hash)
    expect(addressHash('pat.doe+1@example.org')).not.toBe(hash)
  })

  it('a To is read as its addresses: one, a list, or with display names', () => {
    expect(recipientsOf('pat@example.org')).toEqual(['pat@example.org'])
    expect(recipientsOf('a@x.org, b@y.org,  ,a@x.org')).toEqual(['a@x.org', 'b@y.org'])
    expect(recipientsOf('Ann Lee <ann@x.org>, bo@y.org')).toEqual(['ann@x.org', 'bo@y.org'])
  })
})

describe('the contract', () => {
  it('?email= is the address, trimmed and in lower case; anything else is refused with the field’s message', () => {
    expect(personQuerySchema.parse({ email: '  Pat@Example.org ' })).toEqual({ email: 'pat@example.org' })
    for (const email of [undefined, '', 'not-an-email', `${'a'.repeat(320)}@x.org`]) expect(personQuerySchema.safeParse({ email }).success, String(email)).toBe(false)
  })

  it('an erasure needs confirm: true, and says so on `confirm`', () => {
    expect(eraseBodySchema.parse({ email: 'Pat@Example.org', confirm: true })).toEqual({ email: 'pat@example.org', confirm: true })
    for (const confirm of [undefined, false, 'true', 1]) {
      const parsed = eraseBodySchema.safeParse({ email: 'pat@example.org', confirm })
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['confirm', PEOPLE_MESSAGES.confirm]])
    }
  })
})

describe('what an erased donor keeps', () => {
  it('a name and a placeholder by the donor’s id: never an address that can be delivered', () => {
    expect(erasedDonorName(12)).toBe('Erased donor #12')
    expect(erasedDonorEmail(12)).toBe('erased-12@erased.invalid')
    expect(erasedDonorEmail(12)).not.toBe(erasedDonorEmail(13))
  })

  it('the records the law asks for: the same day GIFT_RECORDS_YEARS years back (29 February falls back to the 28th)', () => {
    expect(giftRecordsCutoff(new Date('2026-12-02T10:00:00Z'), 7).toISOString()).toBe('2019-12-02T10:00:00.000Z')
    expect(giftRecordsCutoff(new Date('2028-02-29T10:00:00Z'), 7).toISOString()).toBe('2021-02-28T10:00:00.000Z')
    expect(giftRecordsCutoff(new Date('2028-02-29T10:00:00Z'), 4).toISOString()).toBe('2024-02-29T10:00:00.000Z')
  })

  it('gifts given before the cutoff are deleted, the rest kept (the cutoff itself kept)', () => {
    const cutoff = new Date('2019-12-02T10:00:00Z')
    const at = (iso: string) => ({ given_at: new Date(iso) })
    const [old, edge, recent] = [at('2019-12-01T12:00:00Z'), at('2019-12-02T10:00:00Z'), at('2026-11-20T12:00:00Z')]
    expect(splitByRecordAge([old, edge, recent], cutoff)).toEqual({ kept: [edge, recent], deleted: [old] })
    expect(splitByRecordAge([], cutoff)).toEqual({ kept: [], deleted: [] })
  })

  it('a check’s history keeps who changed what and when, without the donor’s values', () => {
    const history = [
      { at: '2026-11-20T10:00:00Z', by: 'staff@x.org', action: 'recorded' },
      {
        at: '2026-11-21T10:00:00Z',
        by: 'staff@x.org',
        action: 'edited',
        changes: { donor_name: { from: 'Pat Doe', to: 'Pat Q. Doe' }, donor_email: { from: null, to: 'pat@x.org' }, amount_cents: { from: 100, to: 200 } },
      },
      { at: '2026-11-22T10:00:00Z', by: 'staff@x.org', action: 'voided', reason: 'Returned by the bank' },
    ]
    const { history: scrubbed, changed } = scrubGiftHistory(history)
    expect(changed).toBe(true)
    expect(scrubbed).toEqual([
      history[0],
      { ...history[1], changes: { donor_name: { from: ERASED_VALUE, to: ERASED_VALUE }, donor_email: { from: ERASED_VALUE, to: ERASED_VALUE }, amount_cents: { from: 100, to: 200 } } },
      history[2],
    ])
    expect(JSON.stringify(scrubbed)).not.toMatch(/Pat|pat@x/)
    // Nothing of the donor's: left as it was.
    expect(scrubGiftHistory([history[0], history[2]])).toEqual({ history: [history[0], history[2]], changed: false })
    expect(scrubGiftHistory(null)).toEqual({ history: null, changed: false })
  })
})

describe('the audit trail’s words', () => {
  it('counts with their kinds, none left out but those at 0', () => {
    expect(
      countsSummary([
        [2, 'RSVP', 'RSVPs'],
        [0, 'message', 'messages'],
        [1, 'gift deleted', 'gifts deleted'],
      ]),
    ).toBe('2 RSVPs, 1 gift deleted')
    expect(countsSummary([[0, 'RSVP', 'RSVPs']], 'nothing held')).toBe('nothing held')
  })
})
