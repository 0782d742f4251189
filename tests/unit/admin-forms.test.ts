import { describe, expect, it } from 'vitest'

import { eventFormSchema, sponsorTierFormSchema } from '@/contracts/adminForms'
import { donateFormSchema, toCheckout } from '@/contracts/donate'

const messagesOf = (result: { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('the event dialog: the contract’s rules behind its local date-times', () => {
  const base = { title: 'Walk', summary: '', description: '', location: '', external_registration_url: '', is_published: false }

  it('turns the foundation’s local time into an instant, and empty optional fields into null', () => {
    const parsed = eventFormSchema.parse({ ...base, start_at: '2031-09-11T18:30', end_at: '' })
    expect(parsed).toMatchObject({ start_at: '2031-09-11T22:30:00.000Z', end_at: null, summary: null, external_registration_url: null })
  })

  it('answers with the contract’s messages', () => {
    const result = eventFormSchema.safeParse({ ...base, title: ' ', start_at: '', external_registration_url: 'ftp://files.example.org' })
    expect(messagesOf(result)).toEqual({ title: 'Title is required', start_at: 'Start date is required', external_registration_url: 'Please enter a valid URL' })
    const backwards = eventFormSchema.safeParse({ ...base, start_at: '2031-09-11T18:30', end_at: '2031-09-11T17:00' })
    expect(messagesOf(backwards)).toEqual({ end_at: 'The end must not be before the start' })
  })
})

describe('the sponsor tier dialog: dollars and JSON text into the contract’s cents and object', () => {
  it('converts', () => {
    const tier = { value: '0', quantity: '', purchasable: false }
    const parsed = sponsorTierFormSchema.parse({ ...tier, name: 'Friend', amount: '12.50', benefits: '{"benefits": ["Thanks"]}', is_active: true })
    expect(parsed).toEqual({ name: 'Friend', amount: 1250, value: 0, quantity: null, purchasable: false, benefits: { benefits: ['Thanks'] }, is_active: true })
    expect(sponsorTierFormSchema.parse({ ...tier, name: 'Friend', amount: '0', benefits: '', is_active: false }).benefits).toEqual({ benefits: [] })
    // A presenting sponsor, sold online: one of it, its benefits' value in dollars.
    expect(sponsorTierFormSchema.parse({ name: 'Presenting', amount: '5000', value: '600.50', quantity: ' 1 ', purchasable: true, benefits: '', is_active: true })).toMatchObject({
      value: 60_050,
      quantity: 1,
      purchasable: true,
    })
  })

  it('answers with the contract’s messages, and names bad JSON', () => {
    expect(messagesOf(sponsorTierFormSchema.safeParse({ name: 'x'.repeat(201), amount: '', value: 'x', quantity: '0', purchasable: false, benefits: '[1]', is_active: true }))).toEqual({
      name: 'Please keep this under 200 characters',
      amount: 'Amount must be a valid number',
      value: 'The fair market value must be a valid number',
      quantity: 'How many can be sold is a whole number from 1 to 1,000, or empty',
      benefits: 'Benefits must be a JSON object',
    })
    expect(messagesOf(sponsorTierFormSchema.safeParse({ name: 'A', amount: '-1', value: '0', quantity: '', purchasable: false, benefits: '{', is_active: true }))).toMatchObject({
      amount: 'Amount must be a valid number',
      benefits: expect.stringMatching(/^Invalid JSON: /),
    })
  })
})

describe('the donate form: dollars into the checkout’s cents, with its messages', () => {
  const base = { donor_name: '', donor_email: '', is_recurring: false, dedication_note: '' }
  it('converts a gift into the checkout body', () => {
    expect(toCheckout(donateFormSchema.parse({ ...base, amount: 25.5 }))).toEqual({
      ...base,
      amount_cents: 2550,
      donor_name: null,
      donor_email: null,
      dedication_note: null,
      donor_address: null,
      tribute: null,
      cover_fee: false,
      anonymous: false,
    })
  })
  it('sends a tribute only when “in honor of” or “in memory of” is chosen', () => {
    const typed = { kind: '', honoree_name: 'Typed, then left', notify_name: '', notify_email: 'not checked', message: '', show_amount: false }
    expect(toCheckout(donateFormSchema.parse({ ...base, amount: 10, tribute: typed })).tribute).toBeNull()
    expect(toCheckout(donateFormSchema.parse({ ...base, amount: 10, tribute: { ...typed, kind: 'memory', notify_email: '' } })).tribute).toEqual({
      kind: 'memory',
      honoree_name: 'Typed, then left',
      notify_name: null,
      notify_email: null,
      message: null,
      show_amount: false,
      remind_yearly: false,
      share_address: false,
    })
    expect(messagesOf(donateFormSchema.safeParse({ ...base, amount: 10, tribute: { ...typed, kind: 'honor', honoree_name: '' } }))).toEqual({
      'tribute.honoree_name': 'Please enter the name of the person the gift honors',
      'tribute.notify_email': 'Invalid email address',
      'tribute.notify_name': 'Please tell us who this is, so the card can greet them',
    })
    // An address shared with the family needs an address; one given goes with the gift.
    const sharing = { ...typed, kind: 'memory', notify_email: '', share_address: true }
    expect(messagesOf(donateFormSchema.safeParse({ ...base, amount: 10, tribute: sharing, donor_address: '  ' }))).toEqual({
      donor_address: 'Please enter the mailing address the family may write to',
    })
    expect(toCheckout(donateFormSchema.parse({ ...base, amount: 10, tribute: sharing, donor_address: '1 Elm St' }))).toMatchObject({ donor_address: '1 Elm St', tribute: { share_address: true } })
    // Typed, then unticked: the address is not sent.
    expect(toCheckout(donateFormSchema.parse({ ...base, amount: 10, tribute: { ...sharing, share_address: false }, donor_address: '1 Elm St' })).donor_address).toBeNull()
  })
  it('answers with the spec’s messages on the amount', () => {
    expect(messagesOf(donateFormSchema.safeParse({ ...base, amount: undefined }))).toEqual({ amount: 'Please enter a valid amount' })
    expect(messagesOf(donateFormSchema.safeParse({ ...base, amount: 0.5 }))).toEqual({ amount: 'Amount must be at least $1' })
    expect(messagesOf(donateFormSchema.safeParse({ ...base, amount: 100_000.01 }))).toEqual({ amount: 'For gifts above $100,000 please contact us' })
    expect(messagesOf(donateFormSchema.safeParse({ ...base, amount: 5, donor_email: 'nope' }))).toEqual({ donor_email: 'Invalid email' })
  })
})
