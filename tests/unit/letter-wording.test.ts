import { describe, expect, it } from 'vitest'

import { ORGANIZATION_DEFAULTS } from '@/globals/Organization/defaults'
import { organizationSchema } from '@/contracts/organization'
import { acknowledgementLetter, givenBy, letterAmount, letterDate, letterText, NO_GOODS, statementLetter, taxParagraph } from '@/server/services/letters/wording'

const common = { org: ORGANIZATION_DEFAULTS, timeZone: 'America/New_York', siteUrl: 'https://example.org', now: new Date('2027-01-15T15:00:00Z') }
const exempt = { ...ORGANIZATION_DEFAULTS, tax_status: 'exempt' as const, ein: '12-3456789', exempt_since: '2027-03-01' }

describe('the letters’ words (docs/acknowledgements.md)', () => {
  it('amounts always show cents; dates are the foundation’s calendar day', () => {
    expect(letterAmount(25_000)).toBe('$250.00')
    expect(letterAmount(12_345)).toBe('$123.45')
    expect(letterAmount(123_456_700)).toBe('$1,234,567.00')
    expect(letterDate('2026-11-20', 'America/New_York')).toBe('November 20, 2026')
    // 02:00 UTC on January 1st is still December 31st in New York.
    expect(letterDate('2027-01-01T02:00:00Z', 'America/New_York')).toBe('December 31, 2026')
  })

  it('says how a gift was given', () => {
    expect(givenBy({ method: 'card', is_recurring: false, check_number: null })).toBe('Card')
    expect(givenBy({ method: 'card', is_recurring: true, check_number: null })).toBe('Card, monthly gift')
    expect(givenBy({ method: 'check', is_recurring: false, check_number: '1042' })).toBe('Check no. 1042')
  })

  it('the pending paragraph is honest; the exempt one names section 501(c)(3), the EIN and the date', () => {
    const pending = taxParagraph(ORGANIZATION_DEFAULTS, 'America/New_York')
    expect(pending).toContain('the application is pending')
    expect(pending).toContain('reaches back to the date the foundation was formed')
    expect(pending).toContain('Until then we cannot promise that they are.')
    expect(pending).not.toContain('EIN')
    const granted = taxParagraph(exempt, 'America/New_York', 'gifts')
    expect(granted).toBe(
      'Loss to Light Memorial Foundation is exempt from federal income tax under section 501(c)(3) of the Internal Revenue Code, recognized by the Internal Revenue Service as of March 1, 2027. Its EIN is 12-3456789. Your gifts are tax-deductible as the law allows. Please keep this letter for your records.',
    )
  })

  it('an acknowledgement holds the name, amount, date, how, campaign, tribute, the no-goods sentence and the signer', () => {
    const letter = acknowledgementLetter(
      {
        date: '2026-11-20',
        amount_cents: 25_000,
        method: 'check',
        is_recurring: false,
        check_number: '1042',
        donor_name: ' Ada\nLovelace ',
        fee_covered_cents: 0,
        campaign: 'Scholarships',
        tribute: 'In memory of Clara Jones',
      },
      { ...common, org: { ...exempt, signer_title: 'Chair' } },
    )
    const text = letterText(letter)
    expect(letter.greeting).toBe('Dear Ada Lovelace,')
    expect(text).toContain('Thank you for your gift of $250.00 to Loss to Light Memorial Foundation, received on November 20, 2026.')
    expect(text).toContain('Given by: Check no. 1042')
    expect(text).toContain('Campaign: Scholarships')
    expect(text).toContain('Tribute: In memory of Clara Jones')
    expect(text).toContain(NO_GOODS)
    expect(text).toContain('Its EIN is 12-3456789.')
    expect(text).toContain('The Board of Directors\nChair')
  })

  it('a statement lists each gift and the total', () => {
    const letter = statementLetter(
      {
        name: null,
        year: 2026,
        gifts: [
          { date: '2026-02-01T15:00:00Z', amount_cents: 2500, method: 'card', is_recurring: true, check_number: null },
          { date: '2026-11-20', amount_cents: 10_000, method: 'check', is_recurring: false, check_number: '9' },
        ],
      },
      common,
    )
    expect(letter.greeting).toBe('Dear friend of the foundation,')
    expect(letter.table?.total).toBe('$125.00')
    expect(letter.table?.rows).toEqual([
      { date: 'February 1, 2026', how: 'Card, monthly gift', amount: '$25.00' },
      { date: 'November 20, 2026', how: 'Check no. 9', amount: '$100.00' },
    ])
    expect(letter.subject).toBe('Your giving to Loss to Light Memorial Foundation in 2026')
  })

  it('the settings: an EIN is NN-NNNNNNN; exempt needs one', () => {
    const issues = (value: object) => organizationSchema.safeParse({ ...ORGANIZATION_DEFAULTS, ...value }).error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(issues({ ein: '12-345678' })).toEqual([['ein', 'Please enter the EIN as NN-NNNNNNN']])
    expect(issues({ tax_status: 'exempt' })).toEqual([['ein', 'An exempt foundation’s letters state its EIN: please enter it']])
    expect(issues({ tax_status: 'exempt', ein: '12-3456789' })).toBeUndefined()
  })
})

describe('the letter as a PDF', () => {
  it('holds the words of the letter, a name outside the standard fonts written as near as they go', async () => {
    const { letterPdf } = await import('@/server/services/letters/letterPdf')
    const { extractText, getDocumentProxy } = await import('unpdf')
    const letter = acknowledgementLetter(
      { date: '2026-11-20', amount_cents: 4200, method: 'card', is_recurring: false, check_number: null, donor_name: 'Zoë Łukasiewicz 李', fee_covered_cents: 0, campaign: null, tribute: null },
      common,
    )
    const bytes = await letterPdf(letter)
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-')
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
    const words = text.replace(/\s+/g, ' ')
    expect(words).toContain('$42.00')
    expect(words).toContain(NO_GOODS)
    expect(words).toContain('Dear Zoë Lukasiewicz ?,')
    expect(words).toContain('the application is pending')
  })
})
