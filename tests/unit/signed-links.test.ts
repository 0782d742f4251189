import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { signedLink, verifySignedLink } from '@/server/signedMedia'

// The one signing scheme of the staff screens' file links (src/server/signedMedia.ts): a link's
// signature covers its path and its whole query but the signature, and its expiry.

const saved = { SITE_URL: process.env.SITE_URL, PAYLOAD_SECRET: process.env.PAYLOAD_SECRET }
beforeEach(() => {
  process.env.SITE_URL = 'https://fromlosstolight.example.org'
  process.env.PAYLOAD_SECRET = 'a-secret-for-the-signing-test'
})
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

const opens = (link: string) => verifySignedLink(new URL(link))
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

describe('signed links', () => {
  it('keep the shape the staff screens know: the query, then expires and signature', () => {
    const link = signedLink('/api/gallery/admin/7/image', { variant: 'large' })
    expect(link).toMatch(/^https:\/\/fromlosstolight\.example\.org\/api\/gallery\/admin\/7\/image\?variant=large&expires=\d+&signature=[\w-]+$/)
    expect(opens(link)).toBe(true)
    expect(signedLink('/api/admin/fundraisers/7/photo')).toMatch(/\/api\/admin\/fundraisers\/7\/photo\?expires=\d+&signature=[\w-]+$/)
  })

  it('open only the path and query they were signed for', () => {
    const link = signedLink('/api/gallery/admin/7/image', { variant: 'thumbnail' })
    expect(opens(link.replace('/7/', '/8/'))).toBe(false)
    expect(opens(link.replace('variant=thumbnail', 'variant=original'))).toBe(false)
    expect(opens(`${link}&variant=original`)).toBe(false)
    const remembrance = signedLink('/api/admin/remembrances/7/photo')
    expect(opens(remembrance.replace('/api/admin/remembrances/', '/api/admin/fundraisers/'))).toBe(false)
    // The order of the parameters is not part of what is signed.
    const url = new URL(link)
    const reordered = `${url.origin}${url.pathname}?signature=${url.searchParams.get('signature')}&expires=${url.searchParams.get('expires')}&variant=thumbnail`
    expect(opens(reordered)).toBe(true)
  })

  it('refuse a link past its time, one whose expiry was moved, and a malformed one', () => {
    const past = Math.floor(Date.now() / 1000) - 1
    expect(opens(signedLink('/api/admin/remembrances/7/photo', {}, past))).toBe(false)
    const link = signedLink('/api/admin/remembrances/7/photo', {}, inAnHour())
    expect(opens(link)).toBe(true)
    expect(opens(link.replace(/expires=\d+/, `expires=${inAnHour() + 3600}`))).toBe(false)
    expect(opens(link.replace(/&signature=[^&]+/, ''))).toBe(false)
    expect(opens(link.replace(/expires=\d+&/, ''))).toBe(false)
    expect(opens(link.replace(/expires=\d+/, 'expires=soon'))).toBe(false)
    expect(opens(link.replace(/signature=[^&]+/, 'signature=forged'))).toBe(false)
  })

  it('are signed under PAYLOAD_SECRET: another secret’s link does not open', () => {
    const link = signedLink('/api/admin/fundraisers/7/photo')
    process.env.PAYLOAD_SECRET = 'another-secret'
    expect(opens(link)).toBe(false)
  })
})
