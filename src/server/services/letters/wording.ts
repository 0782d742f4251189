import { type GiftMethod, giftMethodWords } from '@/contracts/donations'
import type { OrganizationSettings } from '@/contracts/organization'
import { type Letter, STATEMENT_LINE } from '@/email/letter'
import { formatDollarsAndCents } from '@/lib/money'

// The words of the foundation's letters, in one place: the acknowledgement of one gift and the
// year-end statement of a donor's gifts, each with the tax paragraph of the foundation's status now.
// The mail (src/email/GivingLetter.tsx, and its text part) and the PDF (./letterPdf.ts) both show
// a `Letter` as it is composed here. docs/acknowledgements.md quotes these sentences.

/** IRS Publication 1771: the statement that the gift bought nothing. */
export const NO_GOODS = 'No goods or services were provided in exchange for this contribution.'
export const KEEP_FOR_RECORDS = 'Please keep this letter for your records.'

/** One gift as a letter tells it. */
export type GiftLine = {
  /** The day it was given (a check: the day it arrived), as an ISO instant or YYYY-MM-DD. */
  date: string
  amount_cents: number
  method: GiftMethod
  is_recurring: boolean
  check_number: string | null
}

/** "November 26, 2026" in `timeZone`; a bare YYYY-MM-DD is that calendar day. */
export function letterDate(value: string | Date, timeZone: string): string {
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
  const instant = day ? new Date(`${value}T12:00:00Z`) : new Date(value)
  return new Intl.DateTimeFormat('en-US', { timeZone: day ? 'UTC' : timeZone, month: 'long', day: 'numeric', year: 'numeric' }).format(instant)
}

/** "$250.00": a letter shows cents, always. */
export const letterAmount = formatDollarsAndCents

/** How a gift was given: "Card", "Card, monthly gift", "Check no. 1042". */
export const givenBy = (gift: Pick<GiftLine, 'method' | 'is_recurring' | 'check_number'>): string => giftMethodWords(gift, { monthly: 'Card, monthly gift', once: 'Card' }, 'Check no. ')

/**
 * The tax paragraph for the foundation's status now. Pending: the honest words of IRS guidance
 * (an application filed within 27 months of formation, once approved, reaches back to the
 * formation). Exempt: section 501(c)(3), the EIN, deductible as the law allows.
 */
export function taxParagraph(org: OrganizationSettings, timeZone: string, gifts: 'gift' | 'gifts' | 'order' = 'gift'): string {
  const these = { gift: 'this gift', gifts: 'the gifts listed here', order: 'the deductible parts of this order' }[gifts]
  if (org.tax_status === 'exempt') {
    const since = org.exempt_since ? `, recognized by the Internal Revenue Service as of ${letterDate(org.exempt_since, timeZone)}` : ''
    const deductible = { gift: 'Your gift is', gifts: 'Your gifts are', order: 'The deductible parts named above are' }[gifts]
    return `${org.legal_name} is exempt from federal income tax under section 501(c)(3) of the Internal Revenue Code${since}. Its EIN is ${org.ein ?? ''}. ${deductible} tax-deductible as the law allows. ${KEEP_FOR_RECORDS}`
  }
  return (
    `${org.legal_name} has applied to the Internal Revenue Service for recognition of exemption under section 501(c)(3) of the Internal Revenue Code, and the application is pending. ` +
    `If the IRS approves it, the recognition reaches back to the date the foundation was formed, and gifts made while the application is pending, ${these} included, are deductible as the law allows. ` +
    `Until then we cannot promise that they are. We will write to you when the IRS decides. ${KEEP_FOR_RECORDS}`
  )
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
const greetingOf = (name: string | null | undefined) => (name?.trim() ? `Dear ${oneLine(name)},` : 'Dear friend of the foundation,')

type Common = { org: OrganizationSettings; timeZone: string; siteUrl: string; now: Date }

const signature = ({ org, timeZone, siteUrl, now }: Common) => ({
  foundation: org.legal_name,
  mailingAddress: org.mailing_address,
  date: letterDate(now, timeZone),
  noGoods: NO_GOODS,
  closing: 'With gratitude,',
  signer: org.signer_name,
  signerTitle: org.signer_title,
  siteUrl,
  statementUrl: `${siteUrl}/donate/statement`,
})

/** The acknowledgement of one gift that succeeded. */
export function acknowledgementLetter(gift: GiftLine & { donor_name: string | null; fee_covered_cents: number; campaign: string | null; tribute: string | null }, common: Common): Letter {
  const { org, timeZone } = common
  const amount = letterAmount(gift.amount_cents)
  const when = letterDate(gift.date, timeZone)
  const what = gift.is_recurring ? `your monthly gift of ${amount}` : `your gift of ${amount}`
  return {
    ...signature(common),
    subject: `Thank you for your gift to ${oneLine(org.legal_name)}`,
    heading: 'Thank you for your gift',
    greeting: greetingOf(gift.donor_name),
    paragraphs: [`Thank you for ${what} to ${org.legal_name}, received on ${when}. It keeps our work going, and we are grateful.`],
    details: [
      { label: 'Amount', value: amount },
      { label: 'Date', value: when },
      { label: 'Given by', value: givenBy(gift) },
      ...(gift.fee_covered_cents > 0 ? [{ label: 'Card fee you covered', value: letterAmount(gift.fee_covered_cents) }] : []),
      ...(gift.campaign ? [{ label: 'Campaign', value: gift.campaign }] : []),
      ...(gift.tribute ? [{ label: 'Tribute', value: gift.tribute }] : []),
    ],
    table: null,
    tax: taxParagraph(org, timeZone, 'gift'),
  }
}

/** The year-end statement: every gift of the year with the amount kept, and the total. */
export function statementLetter(donor: { name: string | null; year: number; gifts: GiftLine[] }, common: Common): Letter {
  const { org, timeZone } = common
  const total = donor.gifts.reduce((sum, gift) => sum + gift.amount_cents, 0)
  const count = donor.gifts.length
  return {
    ...signature(common),
    subject: `Your giving to ${oneLine(org.legal_name)} in ${donor.year}`,
    heading: `Your giving in ${donor.year}`,
    greeting: greetingOf(donor.name),
    paragraphs: [
      `Thank you for your support in ${donor.year}. Here ${count === 1 ? 'is the gift' : `are the ${count} gifts`} you made to ${org.legal_name} that year, ${letterAmount(total)} in all.`,
      'The amounts are what the foundation kept of each gift: a refund or a card dispute is taken out.',
    ],
    details: [],
    table: {
      rows: donor.gifts.map((gift) => ({ date: letterDate(gift.date, timeZone), how: givenBy(gift), amount: letterAmount(gift.amount_cents) })),
      total: letterAmount(total),
    },
    tax: taxParagraph(org, timeZone, 'gifts'),
  }
}

/** The letter as plain text: the mail's text part. */
export function letterText(letter: Letter): string {
  const table = letter.table ? [...letter.table.rows.map((row) => `${row.date}  ${row.how}  ${row.amount}`), `Total: ${letter.table.total}`, ''] : []
  return [
    letter.foundation,
    letter.mailingAddress,
    '',
    letter.date,
    '',
    letter.greeting,
    '',
    ...letter.paragraphs.flatMap((p) => [p, '']),
    ...(letter.details.length ? [...letter.details.map((d) => `${d.label}: ${d.value}`), ''] : []),
    ...table,
    letter.noGoods,
    '',
    letter.tax,
    '',
    letter.closing,
    letter.signer,
    ...(letter.signerTitle ? [letter.signerTitle] : []),
    letter.foundation,
    letter.siteUrl,
    '',
    `${STATEMENT_LINE} ${letter.statementUrl}`,
  ].join('\n')
}
