import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { tokenSealer } from '@/server/domain/oneTimeToken'
import { assertSecretConfigured, keyFor, type SecretPurpose, seal, SECRET_MISSING, sign, unseal, verify } from '@/server/secrets'
import { unsubscribeToken, readUnsubscribeToken } from '@/server/services/events/unsubscribe'
import { deviceCookie, deviceCookieName } from '@/server/services/staff/loginGuard'
import { hashRecoveryCode } from '@/server/services/staff/twoStep/codes'
import { openSecret } from '@/server/services/staff/twoStep/secret'
import { signedLink, verifySignedLink } from '@/server/signedMedia'

// The one secrets module (src/server/secrets.ts). The values pinned below were computed by the code
// each purpose used before it moved here (run once on the old recipes, pasted in): links already
// mailed, device cookies and values sealed in the database must keep opening after a deploy.

const PINNED_SECRET = 'pinned-secret-for-the-compatibility-test'
const saved = { SITE_URL: process.env.SITE_URL, PAYLOAD_SECRET: process.env.PAYLOAD_SECRET }
beforeEach(() => {
  process.env.SITE_URL = 'https://fromlosstolight.example.org'
  process.env.PAYLOAD_SECRET = PINNED_SECRET
})
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

describe('secrets: what the old recipes made still holds', () => {
  it('signed media links (HMAC of the secret with the label "signed-link")', () => {
    const link = signedLink('/api/gallery/admin/7/image', { variant: 'large' }, 2_000_000_000)
    expect(link).toBe('https://fromlosstolight.example.org/api/gallery/admin/7/image?variant=large&expires=2000000000&signature=GfDEr2LHSMGSQkDhN2Mdk2ci3E2AxwIpifv1KwE__6I')
    expect(verifySignedLink(new URL(link))).toBe(true)
  })

  it('unsubscribe links', () => {
    const mailed = 'cmVhZGVyQGV4YW1wbGUub3Jn.1MN0DrCpB6VVZCPzGET8rdAq2pLwM51E1uyGuC1kNbs'
    expect(unsubscribeToken('Reader@Example.org')).toBe(mailed)
    expect(readUnsubscribeToken(mailed)).toBe('reader@example.org')
  })

  it('staff device cookies: their names and signatures', () => {
    expect(deviceCookieName(' Staff@Example.org ')).toBe('device_knrUE9QQQNwPFpXO')
    expect(sign('staff-device', 'staff@example.org|AAAAAAAAAAAAAAAAAAAAAAAA')).toBe('fQsoUm0UQra3jvVKd4tAmSFABUekNsbxebyvnKWOLzs')
    const [, value] = deviceCookie('staff@example.org').split(';')[0]!.split('=')
    const [nonce = '', signature = ''] = value!.split('.')
    expect(verify('staff-device', `staff@example.org|${nonce}`, signature)).toBe(true)
  })

  it('donor links, remembrance reporters, recovery codes', () => {
    expect(sign('donor-link', '42:cus_123')).toBe('ONJqFyP7I2hUyl9Eris_AhCfejklgsmq7fVpG8gpzhg')
    expect(sign('remembrance-report', '203.0.113.0')).toBe('SLAU9MRBvpQFyDKh5q0StLbpimiTN_zTM7jaw6ePJqE')
    expect(sign('recovery-code', '7:abcd-efgh')).toBe('-YoIs3EiBhY9UxjxNZEyI-p-W_thv-flxaMF5E9-CC0')
    expect(hashRecoveryCode(7, 'ABCD-efgh')).toBe(sign('recovery-code', '7:abcdefgh'))
  })

  it('the human check and two-step keys (HKDF)', () => {
    expect(keyFor('human-check-challenge').toString('hex')).toBe('d0d81c8e6c3c9e5e1a60be759e608bc0703e47d2b644d39fe696ae41eb99170f')
    expect(keyFor('human-check-key').toString('hex')).toBe('7d60b2211b2a5ebf606a2aa6d6577dd864004e64c95e726f8e181f39c1067501')
    expect(keyFor('totp-secret').toString('hex')).toBe('14b7d7bfbc98b7a3cdbf9e1d0d46970d7ec93f779e2e16aecdece976839c209b')
  })

  it('a TOTP secret sealed in the database opens, for its account only', () => {
    const stored = 'gL1FmZ-N2K1j9_0a6wf9QFEDWPCx8ipQGLhxg1rDwYDGHYuR2dguDzrgxzE'
    expect(openSecret(7, stored)).toBe('JBSWY3DPEHPK3PXP')
    expect(openSecret(8, stored)).toBeUndefined()
  })

  it('one-time link tokens sealed in queued mail jobs (the older iv.tag.body form) open', () => {
    const queued: [SecretPurpose, string, string][] = [
      ['staff-invitation', 'X5dlEQIoVUy0Sj9_.K4l-e5le3aTJZcHbbdSP3Q.XQ8-Tp3rP8WwU30YuDR6pWc7KO4TxT9_1QyfxYwlEbhVefXzm3AdeLckZw', 'a'],
      ['fundraiser-link', 'OpE1k_spJ8hpfhr4.4CHT4kCfRFZWi_BhW-L3ew.GFoy204Ef9KQetcp3r7-2LHciFYnkBTuWkLhBPKodMKSyNtI9p9JphxAlw', 'b'],
      ['scholarship-application-link', 'WwtfvRbI4dWdisbV.WFwowWzwRosgs2349xDoVA.NMnpTOBdWFo0x3djeP-eOwKpmVtyFnC7oXo72SJ-_p45CP74iR-isrjO5Q', 'c'],
      ['scholarship-recommendation-link', 'MGn7g8agndjlmEHC.2ZRUjfKQ5HdTv_D5aI5D2w.4IT-afvIeTuEvRGsUJJrb_Uj4mqpIUiys1BRCpy75ICDI7xXcpdjCUYlFg', 'd'],
    ]
    for (const [purpose, sealed, letter] of queued) expect(tokenSealer(purpose).unseal(sealed)).toBe(letter.repeat(43))
    expect(tokenSealer('fundraiser-link').unseal(queued[0]![1])).toBeNull()
  })
})

describe('secrets', () => {
  it('derives a different key for every purpose', () => {
    const purposes: SecretPurpose[] = [
      'signed-link',
      'reminder-unsubscribe',
      'donor-link',
      'staff-device',
      'remembrance-report',
      'totp-secret',
      'mfa-token',
      'recovery-code',
      'human-check-challenge',
      'human-check-key',
      'staff-invitation',
      'fundraiser-link',
      'scholarship-application-link',
      'scholarship-recommendation-link',
    ]
    const signatures = new Set(purposes.map((purpose) => sign(purpose, 'the same text')))
    expect(signatures.size).toBe(purposes.length)
    const keys = new Set(purposes.map((purpose) => keyFor(purpose).toString('hex')))
    // The two legacy recipes keyed by the secret itself differ by their message prefix (above).
    expect(keys.size).toBe(purposes.length - 1)
    expect(keyFor('signed-link').equals(Buffer.from(PINNED_SECRET))).toBe(false)
  })

  it('follows a changed secret instead of serving a cached key', () => {
    const before = sign('signed-link', 'text')
    process.env.PAYLOAD_SECRET = 'another-secret'
    expect(sign('signed-link', 'text')).not.toBe(before)
  })

  it('verify refuses a tampered, truncated or foreign signature', () => {
    const signature = sign('signed-link', '/api/x?expires=1')
    expect(verify('signed-link', '/api/x?expires=1', signature)).toBe(true)
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    expect(verify('signed-link', '/api/x?expires=1', flipped)).toBe(false)
    expect(verify('signed-link', '/api/x?expires=1', signature.slice(0, 20))).toBe(false)
    expect(verify('signed-link', '/api/x?expires=2', signature)).toBe(false)
    expect(verify('donor-link', '/api/x?expires=1', signature)).toBe(false)
    expect(verify('signed-link', '/api/x?expires=1', '')).toBe(false)
  })

  it('seal and unseal: one format; a tampered box, another purpose or context opens nothing', () => {
    const box = seal('totp-secret', 'JBSWY3DPEHPK3PXP', 'user:7')
    expect(box).toMatch(/^[\w-]+$/)
    expect(Buffer.from(box, 'base64url').length).toBe(12 + 16 + 16)
    expect(unseal('totp-secret', box, 'user:7')).toBe('JBSWY3DPEHPK3PXP')
    expect(seal('totp-secret', 'JBSWY3DPEHPK3PXP', 'user:7')).not.toBe(box)
    const raw = Buffer.from(box, 'base64url')
    for (const at of [0, 12, raw.length - 1]) {
      const tampered = Buffer.from(raw)
      tampered[at]! ^= 1
      expect(unseal('totp-secret', tampered.toString('base64url'), 'user:7')).toBeUndefined()
    }
    expect(unseal('totp-secret', box, 'user:8')).toBeUndefined()
    expect(unseal('mfa-token', box, 'user:7')).toBeUndefined()
    expect(unseal('totp-secret', box.slice(0, 20), 'user:7')).toBeUndefined()
    expect(unseal('totp-secret', 'a.b.c.d', 'user:7')).toBeUndefined()
    expect(unseal('staff-invitation', '', '')).toBeUndefined()
  })

  it('never derives a key from an empty secret, and a production start refuses without one', () => {
    for (const missing of [undefined, '']) {
      if (missing === undefined) delete process.env.PAYLOAD_SECRET
      else process.env.PAYLOAD_SECRET = missing
      expect(() => keyFor('signed-link')).toThrow(SECRET_MISSING)
      expect(() => sign('donor-link', 'x')).toThrow(SECRET_MISSING)
      expect(() => unseal('totp-secret', 'anything', '')).toThrow(SECRET_MISSING)
      expect(() => unsubscribeToken('reader@example.org')).toThrow(SECRET_MISSING)
    }
    expect(() => assertSecretConfigured({ NODE_ENV: 'production' })).toThrow('PAYLOAD_SECRET must be set in production.')
    expect(() => assertSecretConfigured({ NODE_ENV: 'production', PAYLOAD_SECRET: '' })).toThrow('PAYLOAD_SECRET must be set in production.')
    expect(() => assertSecretConfigured({ NODE_ENV: 'production', PAYLOAD_SECRET: 'set' })).not.toThrow()
    expect(() => assertSecretConfigured({ NODE_ENV: 'development' })).not.toThrow()
  })
})
