import * as z from 'zod/mini'

import { GIFT_METHODS, type GiftMethod } from './donations/schemas'
import { defineEndpoint } from './endpoint'

// Gifts imported from a spreadsheet (docs/moving-in.md): a CSV is uploaded and previewed (its
// columns, a proposed mapping, every row's problem), the mapping changed and checked again, then
// committed as succeeded gifts through the Jobs Queue, and undone if need be.

/** The most a file may weigh, and hold, in rows after its header. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024
export const IMPORT_MAX_ROWS = 50_000
/** Rows shown as they would be stored. */
export const IMPORT_PREVIEW_ROWS = 20

/** What a column can be: a gift's field. `first_name` and `last_name` make `name` when it has no column of its own. */
export const IMPORT_FIELDS = ['date', 'amount', 'email', 'name', 'first_name', 'last_name', 'method', 'check_number', 'campaign', 'note', 'address', 'external_id'] as const
export type ImportField = (typeof IMPORT_FIELDS)[number]

/** How an imported gift was given: any of a gift's methods. */
export const IMPORT_METHODS = GIFT_METHODS
export type ImportMethod = GiftMethod

export const IMPORT_MESSAGES = {
  fileTooLarge: 'This file is larger than 20 MB. Please split it into smaller files.',
  fileMissing: 'Please choose a CSV file to import.',
  notCsv: 'This file is not a CSV. Please save the spreadsheet as CSV (comma-separated values) and try again.',
  empty: 'This file has no rows after its header.',
  tooManyRows: 'This file has more than 50,000 rows. Please split it into smaller files.',
  unreadable: (line: number) => `This CSV could not be read near line ${line.toLocaleString('en-US')} (a quote left open?). Please check the file and try again.`,
  duplicateHeader: (header: string) => `Two columns are named “${header}”. Please give each column its own name.`,
  unknownColumn: (column: string) => `There is no column named “${column}” in this file.`,
  mappingNeeds: 'Please choose the columns for the date, the amount and the donor’s name.',
  date: 'Please use a date such as 2024-03-15 or 3/15/2024 (a real day, not in the future).',
  amount: 'Please use an amount such as 25, 1,234.50 or $1,234.50 (more than zero, at most $1,000,000).',
  name: 'The donor’s name is missing.',
  email: 'This is not a valid email address.',
  method: 'Please use card, check, cash, stock or other.',
  campaign: (value: string) => `There is no campaign “${value}” (by its slug or its title).`,
  tooLong: (max: number) => `Please keep this under ${max.toLocaleString('en-US')} characters.`,
  notPreviewed: 'This import was committed already, or is being committed.',
  notCommitted: 'Only a committed import can be undone.',
  changedSince: 'Some gifts of this import were refunded, voided or changed since it was committed, so it cannot be undone as a whole. Please correct those gifts one by one.',
} as const

const columnName = z.string().check(z.minLength(1), z.maxLength(200))

/** Which column each field reads (left out or null: none). */
export const importMappingSchema = z.partialRecord(z.enum(IMPORT_FIELDS), z.nullable(columnName))
export type ImportMapping = z.output<typeof importMappingSchema>

export const remapImportSchema = z.object({ mapping: importMappingSchema })

/** A row as it would be stored. */
export const importedGiftSchema = z.object({
  row: z.number(),
  date: z.string(),
  amount_cents: z.number(),
  name: z.string(),
  email: z.nullable(z.string()),
  method: z.enum(IMPORT_METHODS),
  check_number: z.nullable(z.string()),
  campaign: z.nullable(z.string()),
  note: z.nullable(z.string()),
  address: z.nullable(z.string()),
  external_id: z.nullable(z.string()),
})
export type ImportedGift = z.output<typeof importedGiftSchema>

/** One problem of one row (rows are counted as a spreadsheet shows them: the header is row 1). */
export const importProblemSchema = z.object({ row: z.number(), field: z.string(), message: z.string() })
export type ImportProblem = z.output<typeof importProblemSchema>

export const importSummarySchema = z.object({
  valid: z.number(),
  invalid: z.number(),
  new_donors: z.number(),
  known_donors: z.number(),
  duplicates: z.number(),
})
export type ImportSummary = z.output<typeof importSummarySchema>

export const IMPORT_STATUSES = ['previewed', 'committing', 'committed', 'failed', 'undone'] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]

export const giftImportSchema = z.object({
  id: z.number(),
  filename: z.string(),
  status: z.enum(IMPORT_STATUSES),
  rows: z.number(),
  columns: z.array(z.string()),
  mapping: importMappingSchema,
  preview: z.array(importedGiftSchema),
  errors: z.array(importProblemSchema),
  summary: importSummarySchema,
  /** While committing: rows stored so far, of `summary.valid`; once committed, the gifts it added and the duplicates it skipped. */
  progress: z.object({ stored: z.number(), skipped: z.number() }),
  created_at: z.string(),
  committed_at: z.nullable(z.string()),
  undone_at: z.nullable(z.string()),
})
export type GiftImportOut = z.output<typeof giftImportSchema>

export const giftImportListSchema = z.array(
  z.pick(giftImportSchema, { id: true, filename: true, status: true, rows: true, summary: true, progress: true, created_at: true, committed_at: true, undone_at: true }),
)

export const IMPORT_ANSWERS = {
  404: { description: 'No import has that id' },
  409: { description: 'The import is not in a state that allows this (committed already, not committed, or its gifts changed since)' },
} as const

export const uploadImportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/imports',
  summary:
    'Upload a CSV of gifts (multipart `file`, up to 20 MB and 50,000 rows; UTF-8 with or without BOM, or Windows-1252): answers its columns, a proposed mapping, the first 20 rows as they would be stored, every row’s problem and a summary. Nothing is stored as a gift until it is committed (audited)',
  access: 'staff',
  role: 'fundraising',
  multipart: {
    fields: z.object({}),
    file: 'file',
    fileRequired: true,
    limits: { maxFileBytes: IMPORT_MAX_BYTES, tooLarge: IMPORT_MESSAGES.fileTooLarge, missing: IMPORT_MESSAGES.fileMissing, what: 'CSV file' },
  },
  status: 201,
  output: giftImportSchema,
  answers: { 422: { description: 'Not a CSV, no rows, more than 50,000 rows, or a CSV that cannot be read (field `file`)' } },
})

export const listImportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/imports',
  summary: 'The imports, newest first, with their status and summary',
  access: 'staff',
  role: 'fundraising',
  output: giftImportListSchema,
})

export const readImportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/imports/{id}',
  summary: 'One import: its mapping, preview, problems, summary and (while it is committed) progress',
  access: 'staff',
  role: 'fundraising',
  output: giftImportSchema,
  answers: { 404: IMPORT_ANSWERS[404] },
})

export const remapImportEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/imports/{id}',
  summary: 'Change which column each field reads and check every row again (only before it is committed)',
  access: 'staff',
  role: 'fundraising',
  body: remapImportSchema,
  output: giftImportSchema,
  answers: IMPORT_ANSWERS,
})

export const commitImportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/imports/{id}/commit',
  summary:
    'Store the valid rows as succeeded gifts (`source: import`) through the Jobs Queue; progress on GET. A row matching a stored gift or an earlier row (by External ID, else date, amount, donor and check number) is skipped as a duplicate. No mail, card or Stripe call (audited)',
  access: 'staff',
  role: 'fundraising',
  bodyOptional: true,
  body: z.object({}),
  status: 202,
  output: giftImportSchema,
  answers: IMPORT_ANSWERS,
})

export const undoImportEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/imports/{id}',
  summary: 'Undo a committed import: its gifts are deleted (refused while any of them was refunded, voided or changed since) (audited)',
  access: 'staff',
  role: 'fundraising',
  output: giftImportSchema,
  answers: IMPORT_ANSWERS,
})
