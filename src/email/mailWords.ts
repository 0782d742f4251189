/**
 * The words of a mail, as its template lays them out: paragraphs of lines, a line made of text and
 * links. Both parts of a mail are made from the same words (renderMail.ts): the text part joins
 * them as typed, the HTML part (MailLayout.tsx) shows them in the site's colours. So the two never
 * disagree, and nothing is escaped by hand: React escapes the HTML part.
 */

/** A link: `text` is what both parts show (the URL itself, unless said otherwise), `href` where it leads. */
export type MailLink = { href: string; text?: string }
/** A line: text (it may hold line breaks of its own, a visitor's message) and links. */
export type MailLine = string | Array<string | MailLink>
/** A paragraph; `look` sets it apart in the HTML part only ("quote": a visitor's own words; "small": a footnote). */
export type MailParagraph = { lines: MailLine[]; look?: 'quote' | 'small' }
export type MailWords = MailParagraph[]

/** A link whose text is its address. */
export const link = (href: string): MailLink => ({ href })

/** Paragraphs from arrays of lines, for templates that have no paragraph to set apart. */
export const paragraphs = (...lines: MailLine[][]): MailWords => lines.map((each) => ({ lines: each }))

const segments = (line: MailLine) => (typeof line === 'string' ? [line] : line)

/** A line as the text part has it. */
export const lineText = (line: MailLine): string =>
  segments(line)
    .map((part) => (typeof part === 'string' ? part : (part.text ?? part.href)))
    .join('')

/** The text part: each paragraph's lines, a blank line between paragraphs. */
export const mailText = (words: MailWords): string => words.map((paragraph) => paragraph.lines.map(lineText).join('\n')).join('\n\n')

export { segments as lineSegments }
