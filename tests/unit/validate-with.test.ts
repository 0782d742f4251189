import { describe, expect, it } from 'vitest'

import { validateWith } from '@/collections/validateWith'
import { contactFields } from '@/contracts/contact'
import { sponsorTierFields } from '@/contracts/sponsors'

describe('a Payload field validated by its contract rule', () => {
  const message = validateWith(contactFields.message)

  it('answers the contract’s message on create, and on an update that changes the value', () => {
    expect(message('short', { operation: 'create' })).toBe('Message must be at least 10 characters')
    expect(message('short', { operation: 'update', previousValue: 'a long enough message' })).toBe('Message must be at least 10 characters')
    expect(message('a long enough message', { operation: 'create' })).toBe(true)
  })

  it('does not judge again a value left as it was stored (a row kept under an older rule)', () => {
    expect(message('short', { operation: 'update', previousValue: 'short' })).toBe(true)
    const benefits = validateWith(sponsorTierFields.benefits_json)
    expect(benefits(['old'], { operation: 'update', previousValue: ['old'] })).toBe(true)
    expect(benefits(['new'], { operation: 'update', previousValue: ['old'] })).toBe('Benefits must be a JSON object')
  })

  it('reads a missing value as absent (null from the database, undefined from a form)', () => {
    expect(validateWith(contactFields.subject)(null)).toBe(true)
    expect(validateWith(contactFields.name)(null)).toBe('Name is required')
  })
})
