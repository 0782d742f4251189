import type { Payload } from 'payload'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { expiryOf, hashToken, LINK_PURPOSES, type LinkPurpose, linkSubject, newToken, subjectId, subjectRecordId, TOKEN_SHAPE } from '@/server/domain/oneTimeToken'
import { redeemLink, sealLinkToken, unsealLinkToken } from '@/server/services/links/oneTimeLinks'

// The pure parts of the one shape of one-time emailed links (src/server/domain/oneTimeToken.ts,
// src/server/services/links/oneTimeLinks.ts); what the table does is tests/int/one-time-links.test.ts's.

const saved = process.env.PAYLOAD_SECRET
beforeEach(() => {
  process.env.PAYLOAD_SECRET = 'pinned-secret-for-the-compatibility-test'
})
afterEach(() => {
  if (saved === undefined) delete process.env.PAYLOAD_SECRET
  else process.env.PAYLOAD_SECRET = saved
})

/** A payload that fails the test if anything reaches the database. */
const noDatabase = new Proxy(
  {},
  {
    get: () => {
      throw new Error('the database was asked')
    },
  },
) as Payload

describe('one-time link tokens', () => {
  it('are 32 random bytes in base64url, each different, stored as their SHA-256 in hex', () => {
    const tokens = Array.from({ length: 50 }, newToken)
    for (const token of tokens) expect(token).toMatch(TOKEN_SHAPE)
    expect(new Set(tokens).size).toBe(50)
    // The SHA-256 the hashes stored before the one table were made with (so mailed links moved into it).
    expect(hashToken('a')).toBe('ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb')
    expect(hashToken(tokens[0]!)).toMatch(/^[0-9a-f]{64}$/)
  })

  it('name what they open as kind:id, and read the id back only for that kind', () => {
    expect(linkSubject('user', 5)).toBe('user:5')
    expect(linkSubject('stripe-customer', 'cus_Q1')).toBe('stripe-customer:cus_Q1')
    expect(subjectRecordId('user', 'user:5')).toBe(5)
    expect(subjectRecordId('fundraiser', 'user:5')).toBeNull()
    expect(subjectRecordId('application', 'application:')).toBeNull()
    expect(subjectRecordId('application', 'application:0')).toBeNull()
    expect(subjectRecordId('application', 'application:12x')).toBeNull()
    expect(subjectRecordId('recommendation', 'recommendation:7')).toBe(7)
    expect(subjectId('stripe-customer', 'stripe-customer:cus_Q1')).toBe('cus_Q1')
    expect(subjectId('stripe-customer', 'user:cus_Q1')).toBeNull()
  })

  it('expire their lifetime after they are made, or never for links that live with their record', () => {
    const now = new Date('2026-11-28T15:00:00Z')
    expect(expiryOf(3_600_000, now)).toEqual(new Date('2026-11-28T16:00:00Z'))
    expect(expiryOf(null, now)).toBeNull()
  })

  it('are single-use for invitations, fundraisers’, donors’ links (manage and sign-in) and waitlist offers; scholarship and guests links live until replaced', () => {
    const singleUse = (Object.keys(LINK_PURPOSES) as LinkPurpose[]).filter((purpose) => LINK_PURPOSES[purpose].singleUse)
    expect(singleUse.sort()).toEqual(['donor-manage', 'donor-sign-in', 'fundraiser-confirm', 'fundraiser-edit', 'staff-invitation', 'waitlist-offer'])
  })
})

describe('sealing a link’s token for its mail job', () => {
  it('opens only under its purpose’s key; fundraisers’ two purposes share one', () => {
    const token = newToken()
    const sealed = sealLinkToken('staff-invitation', token)
    expect(sealed).not.toContain(token)
    expect(unsealLinkToken('staff-invitation', sealed)).toBe(token)
    expect(unsealLinkToken('fundraiser-confirm', sealed)).toBeNull()
    expect(unsealLinkToken('fundraiser-edit', sealLinkToken('fundraiser-confirm', token))).toBe(token)
    expect(unsealLinkToken('scholarship-recommendation', sealLinkToken('scholarship-application', token))).toBeNull()
    expect(() => sealLinkToken('donor-manage', token)).toThrow(/not sealed/)
  })

  it('opens the tokens of mail jobs queued before the one table (their inputs are unchanged)', () => {
    const queued: [LinkPurpose, string, string][] = [
      ['staff-invitation', 'X5dlEQIoVUy0Sj9_.K4l-e5le3aTJZcHbbdSP3Q.XQ8-Tp3rP8WwU30YuDR6pWc7KO4TxT9_1QyfxYwlEbhVefXzm3AdeLckZw', 'a'],
      ['fundraiser-edit', 'OpE1k_spJ8hpfhr4.4CHT4kCfRFZWi_BhW-L3ew.GFoy204Ef9KQetcp3r7-2LHciFYnkBTuWkLhBPKodMKSyNtI9p9JphxAlw', 'b'],
      ['scholarship-application', 'WwtfvRbI4dWdisbV.WFwowWzwRosgs2349xDoVA.NMnpTOBdWFo0x3djeP-eOwKpmVtyFnC7oXo72SJ-_p45CP74iR-isrjO5Q', 'c'],
      ['scholarship-recommendation', 'MGn7g8agndjlmEHC.2ZRUjfKQ5HdTv_D5aI5D2w.4IT-afvIeTuEvRGsUJJrb_Uj4mqpIUiys1BRCpy75ICDI7xXcpdjCUYlFg', 'd'],
    ]
    for (const [purpose, sealed, letter] of queued) expect(unsealLinkToken(purpose, sealed)).toBe(letter.repeat(43))
  })
})

describe('redeeming', () => {
  it('refuses a malformed token before the database is asked', async () => {
    for (const bad of ['', 'short', 'x'.repeat(44), '../../etc/passwd', `${'A'.repeat(42)}=`]) {
      expect(await redeemLink(noDatabase, 'staff-invitation', bad, { consume: true })).toBeNull()
    }
  })

  it('will not use up a link whose purpose is not single-use', async () => {
    await expect(redeemLink(noDatabase, 'scholarship-application', newToken(), { consume: true })).rejects.toThrow(/not single-use/)
    await expect(redeemLink(noDatabase, ['fundraiser-edit', 'scholarship-recommendation'], newToken(), { consume: true })).rejects.toThrow(/not single-use/)
  })
})
