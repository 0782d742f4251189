import { describe, expect, it } from 'vitest'

import { mailboxOf } from '@/lib/mailboxOf'

// The mail caps (src/server/services/mailCap.ts) count one inbox however its address is written.
describe('mailboxOf', () => {
  it('counts case, a +tag and surrounding spaces as one mailbox', () => {
    for (const spelling of ['ana@example.org', ' ANA@Example.org ', 'ana+statements@example.org', 'Ana+1+2@EXAMPLE.ORG']) expect(mailboxOf(spelling), spelling).toBe('ana@example.org')
  })

  it('ignores dots at Gmail only, and googlemail.com is gmail.com', () => {
    expect(mailboxOf('a.n.a+x@gmail.com')).toBe('ana@gmail.com')
    expect(mailboxOf('A.na@googlemail.com')).toBe('ana@gmail.com')
    expect(mailboxOf('a.na@example.org')).toBe('a.na@example.org')
  })

  it('keeps an address it cannot split as it is (lower case)', () => {
    expect(mailboxOf('+tag@example.org')).toBe('+tag@example.org')
    expect(mailboxOf('NoAt')).toBe('noat')
  })
})
