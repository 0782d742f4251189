import { parse } from 'csv-parse/sync'
import iconv from 'iconv-lite'

import { isEmailOrEmpty } from '@/contracts/common'
import { IMPORT_FIELDS, IMPORT_MAX_ROWS, IMPORT_MESSAGES, IMPORT_METHODS, type ImportedGift, type ImportField, type ImportMapping, type ImportMethod, type ImportProblem } from '@/contracts/imports'
import { isReceivedOn, MAX_CHECK_CENTS } from '@/contracts/mailIn'

import { invalid } from '../../domain/errors'

// The pure part of an import: a file's bytes to rows of text, a mapping proposed from its
// headers, and each row checked into the gift it would store, or its problems. No database here:
// what a row is checked against (campaigns, stored gifts) is handed in.

export type CsvTable = { columns: string[]; rows: string[][] }

const fileError = (message: string) => invalid({ file: message }, message)

/** A file's text: UTF-8 (its BOM dropped) when it is valid UTF-8, else Windows-1252, as Excel saves a CSV. */
export function decodeCsv(data: Uint8Array): string {
  // A NUL never appears in text: a spreadsheet's own format, an image, a PDF …
  if (data.includes(0)) throw fileError(IMPORT_MESSAGES.notCsv)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data)
  } catch {
    // Node's own TextDecoder reads 'windows-1252' as Latin-1 (0x92 is not ’ there): iconv-lite's table is Windows'.
    text = iconv.decode(Buffer.from(data.buffer, data.byteOffset, data.byteLength), 'win1252')
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text
}

/** The header's names (trimmed; a blank one named by its place) and the rows after it, blank lines left out. */
export function parseCsv(text: string): CsvTable {
  if (/^%PDF-|^PK\u0003\u0004|^\{\\rtf|^<(!doctype|html|\?xml)/i.test(text.trimStart())) throw fileError(IMPORT_MESSAGES.notCsv)
  let records: string[][]
  try {
    // relax_quotes: a quote inside an unquoted cell (=HYPERLINK("x") as some tools write it) is kept as text.
    records = parse(text, { relax_column_count: true, relax_quotes: true, skip_empty_lines: true, skip_records_with_empty_values: true, to: IMPORT_MAX_ROWS + 2 })
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1
    throw fileError(IMPORT_MESSAGES.unreadable(line))
  }
  const [header, ...rows] = records
  if (!header || rows.length === 0) throw fileError(IMPORT_MESSAGES.empty)
  if (rows.length > IMPORT_MAX_ROWS) throw fileError(IMPORT_MESSAGES.tooManyRows)
  const columns = header.map((name, index) => name.trim() || `Column ${index + 1}`)
  const seen = new Set<string>()
  for (const name of columns) {
    if (seen.has(name.toLowerCase())) throw fileError(IMPORT_MESSAGES.duplicateHeader(name))
    seen.add(name.toLowerCase())
  }
  // One header alone and no comma anywhere: a text file, not a table of gifts.
  if (columns.length === 1 && rows.every((row) => row.length === 1)) throw fileError(IMPORT_MESSAGES.notCsv)
  return { columns, rows }
}

/** The headers each field is known by (this site's own export, spreadsheets, PayPal, Donorbox, Little Green Light …), compared without case, spaces, `_` or `-`. */
const KNOWN_HEADERS: Record<ImportField, string[]> = {
  date: ['date', 'gift date', 'donation date', 'received on', 'date received', 'payment date', 'created'],
  amount: ['amount', 'gift amount', 'donation amount', 'total', 'gross', 'amount (usd)'],
  email: ['email', 'donor email', 'email address', 'e-mail', 'from email address'],
  name: ['name', 'donor name', 'full name', 'donor'],
  first_name: ['first name', 'firstname', 'donor first name', 'given name'],
  last_name: ['last name', 'lastname', 'surname', 'donor last name', 'family name'],
  method: ['method', 'payment method', 'gift type', 'payment type', 'type of payment'],
  check_number: ['check number', 'check no', 'check #', 'check', 'cheque number', 'reference'],
  campaign: ['campaign', 'fund', 'designation', 'appeal'],
  note: ['note', 'memo', 'notes', 'comment', 'comments', 'dedication'],
  address: ['address', 'mailing address', 'street address', 'donor address'],
  external_id: ['external id', 'id', 'transaction id', 'gift id', 'donation id', 'receipt id'],
}

const normalise = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '')

/** A mapping from the headers alone: each field the first column known by one of its names. */
export function proposeMapping(columns: string[]): ImportMapping {
  const byName = new Map(columns.map((column) => [normalise(column), column]))
  const mapping: ImportMapping = {}
  const used = new Set<string>()
  for (const field of IMPORT_FIELDS) {
    const column = KNOWN_HEADERS[field].map((name) => byName.get(normalise(name))).find((found) => found && !used.has(found))
    mapping[field] = column ?? null
    if (column) used.add(column)
  }
  return mapping
}

/** The mapping's problems: a column the file lacks, or a field every gift needs without a column. */
export function mappingProblems(columns: string[], mapping: ImportMapping): Record<string, string> {
  const problems: Record<string, string> = {}
  for (const [field, column] of Object.entries(mapping)) if (column && !columns.includes(column)) problems[field] = IMPORT_MESSAGES.unknownColumn(column)
  const hasName = Boolean(mapping.name || mapping.first_name || mapping.last_name)
  if (!mapping.date || !mapping.amount || !hasName) problems.mapping = IMPORT_MESSAGES.mappingNeeds
  return problems
}

/** "2024-03-15", "2024-03-15T10:00:00Z" or "3/15/2024" as "2024-03-15"; null for anything else, or a day that does not exist. */
export function importDate(cell: string): string | null {
  const text = cell.trim()
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text)
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  const day = iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : null
  return day && isReceivedOn(day) ? day : null
}

/** "$1,234.50", "1234.5" or "25" in cents; null for anything else (a sign, letters, more than two decimals, zero, over $1,000,000). */
export function importAmount(cell: string): number | null {
  const text = cell
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s*(usd)$/i, '')
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text)) return null
  const [whole, fraction = ''] = text.replaceAll(',', '').split('.')
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return cents >= 1 && cents <= MAX_CHECK_CENTS ? cents : null
}

const METHOD_WORDS: Record<string, ImportMethod> = { 'credit card': 'card', 'debit card': 'card', cheque: 'check', securities: 'stock' }

/** A method's word (case ignored; empty is `other`); null for a word it is not. */
export function importMethod(cell: string): ImportMethod | null {
  const word = cell.trim().toLowerCase()
  if (!word) return 'other'
  if ((IMPORT_METHODS as readonly string[]).includes(word)) return word as ImportMethod
  return METHOD_WORDS[word] ?? null
}

/** Campaigns as a row may name them: by slug, or by title (case and outer spaces ignored). */
export type CampaignNames = Map<string, string>

export const campaignNames = (campaigns: { slug: string; title: string }[]): CampaignNames =>
  new Map(campaigns.flatMap(({ slug, title }) => [[slug.toLowerCase(), slug] as const, [title.trim().toLowerCase(), slug] as const]))

/**
 * What identifies a gift so the same one is never stored twice: its External ID when it has one
 * (two gifts of one day, amount and donor are two gifts when their IDs differ), else its day,
 * amount, donor (email, else name) and check number.
 */
export function giftKey(gift: Pick<ImportedGift, 'external_id' | 'date' | 'amount_cents' | 'email' | 'name' | 'check_number'>): string {
  if (gift.external_id) return `id:${gift.external_id.trim().toLowerCase()}`
  const donor = (gift.email ?? gift.name).trim().toLowerCase()
  return `gift:${gift.date}|${gift.amount_cents}|${donor}|${(gift.check_number ?? '').trim().toLowerCase()}`
}

const LIMITS = { name: 200, email: 320, check_number: 40, campaign: 200, note: 2000, address: 500, external_id: 200 } as const
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const LINE_BREAK = /[\r\n]/

export type CheckedRows = { gifts: ImportedGift[]; problems: ImportProblem[]; invalidRows: number }

/**
 * Every row checked into the gift it would store, or its problems, field by field. Cells are text
 * and kept as written (a cell starting with `=` stays so; exports neutralise it). Row numbers are
 * a spreadsheet's: the header is row 1.
 */
export function checkRows(table: CsvTable, mapping: ImportMapping, campaigns: CampaignNames): CheckedRows {
  const index = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, mapping[field] ? table.columns.indexOf(mapping[field]!) : -1])) as Record<ImportField, number>
  const gifts: ImportedGift[] = []
  const problems: ImportProblem[] = []
  let invalidRows = 0
  table.rows.forEach((cells, at) => {
    const row = at + 2
    const cell = (field: ImportField) => (index[field] >= 0 ? (cells[index[field]] ?? '') : '')
    const text = (field: ImportField, value = cell(field).trim()) => value || null
    const own: ImportProblem[] = []
    const problem = (field: string, message: string) => own.push({ row, field, message })

    const date = importDate(cell('date'))
    if (!date) problem('date', IMPORT_MESSAGES.date)
    const amount = importAmount(cell('amount'))
    if (amount === null) problem('amount', IMPORT_MESSAGES.amount)
    const name = (index.name >= 0 ? cell('name') : `${cell('first_name').trim()} ${cell('last_name').trim()}`).trim()
    if (!name) problem('name', IMPORT_MESSAGES.name)
    const email = text('email')
    if (email && !isEmailOrEmpty(email)) problem('email', IMPORT_MESSAGES.email)
    const method = importMethod(cell('method'))
    if (!method) problem('method', IMPORT_MESSAGES.method)
    const campaignCell = text('campaign')
    const campaign = campaignCell ? (campaigns.get(campaignCell.toLowerCase()) ?? null) : null
    if (campaignCell && !campaign) problem('campaign', IMPORT_MESSAGES.campaign(campaignCell))
    const values = { name, email, check_number: text('check_number'), note: text('note'), address: text('address'), external_id: text('external_id') }
    for (const [field, value] of Object.entries(values) as [keyof typeof LIMITS, string | null][]) {
      if (!value) continue
      if (value.length > LIMITS[field]) problem(field, IMPORT_MESSAGES.tooLong(LIMITS[field]))
      else if (CONTROL.test(value) || (field !== 'note' && field !== 'address' && LINE_BREAK.test(value))) problem(field, 'Please remove the line breaks and invisible control characters.')
    }
    if (own.length) {
      invalidRows++
      problems.push(...own)
      return
    }
    gifts.push({ row, date: date!, amount_cents: amount!, method: method!, campaign, ...values })
  })
  return { gifts, problems, invalidRows }
}

/** The gifts not yet stored: a gift whose key is among `stored`, or an earlier row's, is a duplicate. */
export function withoutDuplicates(gifts: ImportedGift[], stored: ReadonlySet<string>): { fresh: ImportedGift[]; duplicates: ImportedGift[] } {
  const seen = new Set(stored)
  const fresh: ImportedGift[] = []
  const duplicates: ImportedGift[] = []
  for (const gift of gifts) {
    const key = giftKey(gift)
    if (seen.has(key)) duplicates.push(gift)
    else {
      seen.add(key)
      fresh.push(gift)
    }
  }
  return { fresh, duplicates }
}
