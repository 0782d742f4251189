// What a foundation letter shows, as src/server/services/letters/wording.ts composes it: the mail
// (./GivingLetter.tsx, and its text part) and the PDF (services/letters/letterPdf.ts) render it.

export type Letter = {
  subject: string
  /** "Thank you for your gift" / "Your giving in 2026" */
  heading: string
  foundation: string
  mailingAddress: string
  /** The letter's own date, written out. */
  date: string
  greeting: string
  paragraphs: string[]
  /** Label and value pairs (the acknowledgement's gift). */
  details: { label: string; value: string }[]
  /** The statement's gifts and their total. */
  table: { rows: { date: string; how: string; amount: string }[]; total: string } | null
  noGoods: string
  tax: string
  closing: string
  signer: string
  signerTitle: string | null
  siteUrl: string
  /** Where a donor asks for a year's statement (/donate/statement): said in the mail, not in the PDF. */
  statementUrl: string
}

/** The mail's line under the letter that leads to the statement request page. */
export const STATEMENT_LINE = 'A statement of all your gifts in a year, for your tax records, can be asked for at'
