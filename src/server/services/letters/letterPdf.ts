import 'server-only'

import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

import type { Letter } from '@/email/letter'

// The letter as a PDF (the mail's attachment, and the copy staff print and post), made by pdf-lib
// with the standard PDF fonts (Times): their metrics ship inside pdf-lib and every PDF reader has
// the fonts, so nothing is fetched and nothing large is embedded.

const NAVY = rgb(11 / 255, 31 / 255, 58 / 255)
const SLATE = rgb(51 / 255, 65 / 255, 85 / 255)
const GOLD = rgb(201 / 255, 162 / 255, 39 / 255)
const PAGE = { width: 612, height: 792 } // US Letter
const MARGIN = 64
const WIDTH = PAGE.width - 2 * MARGIN

/** Latin letters that have no decomposition to strip an accent from. */
const NEAREST: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' }

/**
 * The standard fonts write Windows-1252 only: a letter outside it (a name in another script) is
 * written without its accent where it has one, else as "?", rather than failing the letter.
 */
function writable(font: PDFFont, text: string): string {
  return [...text.replace(/\s+/g, ' ')]
    .map((ch) => {
      for (const candidate of [ch, ch.normalize('NFKD').replace(/\p{M}/gu, ''), NEAREST[ch]]) {
        try {
          if (candidate) {
            font.encodeText(candidate)
            return candidate
          }
        } catch {
          // not in the font's encoding: try the next
        }
      }
      return '?'
    })
    .join('')
}

/** Words laid into lines no wider than `width`. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines
}

class Writer {
  private page: PDFPage
  private y: number

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont; italic: PDFFont },
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - MARGIN
  }

  private room(height: number) {
    if (this.y - height >= MARGIN) return
    this.page = this.doc.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - MARGIN
  }

  text(text: string, options: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; after?: number; x?: number; width?: number } = {}) {
    const size = options.size ?? 11
    const font = options.font ?? this.fonts.regular
    const x = options.x ?? MARGIN
    for (const line of text.split('\n')) {
      for (const part of wrap(font, size, writable(font, line), options.width ?? WIDTH - (x - MARGIN))) {
        this.room(size * 1.4)
        this.y -= size * 1.4
        this.page.drawText(part, { x, y: this.y, size, font, color: options.color ?? SLATE })
      }
    }
    this.y -= options.after ?? 0
  }

  /** A row of cells at fixed x positions; the last is right-aligned at the margin. */
  row(cells: string[], xs: number[], font = this.fonts.regular, size = 11) {
    this.room(size * 1.5)
    this.y -= size * 1.5
    cells.forEach((cell, i) => {
      const text = writable(font, cell)
      const last = i === cells.length - 1
      const x = last ? PAGE.width - MARGIN - font.widthOfTextAtSize(text, size) : xs[i]!
      this.page.drawText(text, { x, y: this.y, size, font, color: SLATE })
    })
  }

  rule(color = GOLD, thickness = 1, after = 8) {
    this.room(thickness + after)
    this.y -= 6
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE.width - MARGIN, y: this.y }, thickness, color })
    this.y -= after
  }
}

/** The letter as a PDF file's bytes. */
export async function letterPdf(letter: Letter): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(letter.subject)
  doc.setAuthor(letter.foundation)
  doc.setCreator(letter.foundation)
  doc.setProducer(letter.foundation)
  const fonts = {
    regular: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
  }
  const w = new Writer(doc, fonts)
  w.text(letter.foundation, { size: 18, font: fonts.bold, color: NAVY })
  w.text(letter.mailingAddress, { size: 10 })
  w.rule(GOLD, 2, 12)
  w.text(letter.date, { after: 12 })
  w.text(letter.heading, { size: 15, font: fonts.bold, color: NAVY, after: 8 })
  w.text(letter.greeting, { after: 8 })
  for (const paragraph of letter.paragraphs) w.text(paragraph, { after: 8 })
  for (const detail of letter.details) {
    w.row([`${detail.label}:`, detail.value], [MARGIN, MARGIN + 140])
  }
  if (letter.table) {
    w.row(['Date', 'Given by', 'Amount kept'], [MARGIN, MARGIN + 160], fonts.bold)
    for (const row of letter.table.rows) w.row([row.date, row.how, row.amount], [MARGIN, MARGIN + 160])
    w.rule(SLATE, 0.5, 0)
    w.row(['Total', '', letter.table.total], [MARGIN, MARGIN + 160], fonts.bold)
  }
  w.text('', { after: 8 })
  w.text(letter.noGoods, { font: fonts.bold, after: 8 })
  w.text(letter.tax, { after: 16 })
  w.text(letter.closing)
  w.text(letter.signer, { font: fonts.bold })
  if (letter.signerTitle) w.text(letter.signerTitle)
  w.text(letter.foundation, { after: 16 })
  w.text(letter.siteUrl, { size: 9, font: fonts.italic })
  return doc.save()
}
