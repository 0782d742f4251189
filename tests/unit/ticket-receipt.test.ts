import { describe, expect, it } from 'vitest'

import { deductibleCents, disclosureOf, spacedCode } from '@/email/ticketMails'
import { ticketCode } from '@/server/services/tickets/ticketsPaid'

// The receipt's disclosure (IRS Publication 1771) and the tickets' codes: docs/tickets.md.

describe('a ticket receipt', () => {
  it('says, for a ticket that buys a dinner, its fair market value and the deductible rest', () => {
    expect(disclosureOf({ label: 'Gala dinner', price_cents: 15_000, value_cents: 6_000 })).toBe(
      'Of the $150.00 you paid for each Gala dinner ticket, $60.00 is the fair market value of the goods and services you received; the remaining $90.00 is tax-deductible as the law allows.',
    )
  })

  it('says a ticket without goods is deductible whole', () => {
    expect(disclosureOf({ label: 'Memorial walk', price_cents: 2_500, value_cents: 0 })).toBe(
      'No goods or services were provided in exchange for your Memorial walk tickets: each one’s $25.00 is tax-deductible as the law allows.',
    )
  })

  it('counts the deductible part: each ticket above its value, and the added gift whole', () => {
    const lines = [
      { label: 'Gala dinner', quantity: 2, price_cents: 15_000, value_cents: 6_000 },
      { label: 'Table of ten', quantity: 1, price_cents: 150_000, value_cents: 160_000 },
    ]
    expect(deductibleCents(lines, 2_500)).toBe(2 * 9_000 + 0 + 2_500)
  })
})

describe('a ticket code', () => {
  it('is 20 characters of an alphabet with no look-alikes (100 bits), and each is new', () => {
    const codes = Array.from({ length: 2_000 }, ticketCode)
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{20}$/)
    expect(new Set(codes).size).toBe(codes.length)
    expect(spacedCode('ABCDEFGHJKLMNPQRSTUV')).toBe('ABCD EFGH JKLM NPQR STUV')
  })
})
