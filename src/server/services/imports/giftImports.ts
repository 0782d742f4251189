import 'server-only'

import type { Payload } from 'payload'

import { type GiftImportOut, IMPORT_MESSAGES, IMPORT_PREVIEW_ROWS, type ImportedGift, type ImportMapping, type ImportProblem, type ImportStatus, type ImportSummary } from '@/contracts/imports'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { iso } from '@/lib/dates'
import { expireCacheTags } from '@/lib/revalidate'
import type { GiftImport } from '@/payload-types'
import { recordAudit } from '@/plugins/audit/recordAudit'

import {
  countKnownDonors,
  deleteImportedGifts,
  finishImportCommit,
  insertImportedGifts,
  moveImportStatus,
  selectCampaignIds,
  selectGiftsLike,
  selectImportCampaigns,
  selectStoredRows,
} from '../../data/giftImports'
import { conflict, invalid, notFound } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import type { UploadedFile } from '../../domain/upload'
import { openStoredFile } from '../../media'
import { campaignNames, checkRows, type CsvTable, decodeCsv, giftKey, mappingProblems, parseCsv, proposeMapping, withoutDuplicates } from './giftRows'

// Importing gifts from a spreadsheet (docs/moving-in.md). The file is kept through the one
// storage path; what checking it found is kept on its record, and checked again (against the
// gifts stored by then) when it is committed by the Jobs Queue, in batches that resume.

const COMMIT_BATCH = 1_000

type Checked = { preview: ImportedGift[]; problems: ImportProblem[]; summary: ImportSummary; fresh: ImportedGift[]; duplicates: number }

/**
 * Every row checked against the campaigns and the gifts stored now. On a resumed commit
 * (`exceptImport`), that import's own gifts are not counted as stored, so its rows come out as
 * they did the first time, and `fresh` holds those not stored yet.
 */
async function check(payload: Payload, table: CsvTable, mapping: ImportMapping, resume?: { importId: number; storedRows: ReadonlySet<number> }): Promise<Checked> {
  const campaigns = await payload.find({ collection: 'campaigns', depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { slug: true, title: true } })
  const { gifts, problems, invalidRows } = checkRows(table, mapping, campaignNames(campaigns.docs.map(({ slug, title }) => ({ slug, title }))))
  const stored = await selectGiftsLike(
    payload,
    [...new Set(gifts.map((gift) => gift.external_id).filter((id): id is string => Boolean(id)))],
    [...new Set(gifts.map((gift) => gift.date))],
    resume?.importId,
  )
  const storedKeys = new Set(
    stored.map((row) =>
      giftKey({
        external_id: row.external_id,
        date: row.received_on ?? '',
        amount_cents: Number(row.amount_cents),
        email: row.donor_email,
        name: row.donor_name ?? '',
        check_number: row.check_number,
      }),
    ),
  )
  const { fresh, duplicates } = withoutDuplicates(gifts, storedKeys)
  const emails = [...new Set(fresh.map((gift) => gift.email?.trim().toLowerCase()).filter((email): email is string => Boolean(email)))]
  const known = await countKnownDonors(payload, emails)
  return {
    preview: fresh.slice(0, IMPORT_PREVIEW_ROWS),
    problems,
    fresh: resume ? fresh.filter((gift) => !resume.storedRows.has(gift.row)) : fresh,
    duplicates: duplicates.length,
    summary: { valid: fresh.length, invalid: invalidRows, new_donors: emails.length - known, known_donors: known, duplicates: duplicates.length },
  }
}

/** The import as the API answers it. */
function toImport(record: GiftImport): GiftImportOut {
  const summary = (record.summary as ImportSummary | null) ?? { valid: 0, invalid: 0, new_donors: 0, known_donors: 0, duplicates: 0 }
  return {
    id: record.id,
    filename: record.filename ?? 'import.csv',
    status: record.state,
    rows: record.rows_count,
    columns: (record.columns as string[] | null) ?? [],
    mapping: (record.mapping as ImportMapping | null) ?? {},
    preview: (record.preview as ImportedGift[] | null) ?? [],
    errors: (record.problems as ImportProblem[] | null) ?? [],
    summary,
    progress: { stored: record.stored_count ?? 0, skipped: record.skipped_count ?? 0 },
    created_at: iso(record.createdAt) ?? '',
    committed_at: record.committed_at ? iso(record.committed_at) : null,
    undone_at: record.undone_at ? iso(record.undone_at) : null,
  }
}

async function findImport(payload: Payload, id: number): Promise<GiftImport> {
  const record = await payload.findByID({ collection: 'gift-imports', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!record) throw notFound('No import has that id.')
  return record
}

/** The stored file's rows again (the file is read from storage, so any instance can). */
async function tableOf(record: GiftImport): Promise<CsvTable> {
  const file = record.filename ? await openStoredFile('gift-imports', record, record.filename) : null
  if (!file) throw conflict('The file of this import is missing from storage.')
  return parseCsv(decodeCsv(new Uint8Array(await new Response(file.body).arrayBuffer())))
}

/** A CSV uploaded: its rows checked with a mapping proposed from its headers, and the file kept. 422 when it is not a CSV of rows. */
export async function uploadGiftImport(payload: Payload, staff: Staff, file: UploadedFile): Promise<GiftImportOut> {
  const table = parseCsv(decodeCsv(file.data))
  const mapping = proposeMapping(table.columns)
  const checked = await check(payload, table, mapping)
  const record = await payload.create({
    collection: 'gift-imports',
    overrideAccess: true,
    data: {
      state: 'previewed',
      rows_count: table.rows.length,
      columns: table.columns,
      mapping,
      summary: checked.summary,
      problems: checked.problems,
      preview: checked.preview,
      created_by: staff.id,
    },
    file: { data: file.data, mimetype: 'text/csv', name: safeName(file.filename), size: file.data.length },
    context: { auditAction: 'import.upload' },
  })
  return toImport(record)
}

/** A file name Payload may store: the base name, in plain characters, ending .csv. */
function safeName(filename: string): string {
  const base = filename
    .split(/[\\/]/)
    .pop()!
    .replace(/\.csv$/i, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(0, 80)
  return `${base || 'import'}.csv`
}

export const readGiftImport = async (payload: Payload, id: number): Promise<GiftImportOut> => toImport(await findImport(payload, id))

export async function listGiftImports(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'gift-imports',
    depth: 0,
    limit: 100,
    sort: '-createdAt',
    overrideAccess: true,
    select: { preview: false, problems: false, columns: false, mapping: false },
  })
  return docs.map((doc) => {
    const { id, filename, status, rows, summary, progress, created_at, committed_at, undone_at } = toImport(doc as GiftImport)
    return { id, filename, status, rows, summary, progress, created_at, committed_at, undone_at }
  })
}

/** Another mapping, every row checked again: only before the import is committed (409), and only with columns the file has (422). */
export async function remapGiftImport(payload: Payload, id: number, mapping: ImportMapping): Promise<GiftImportOut> {
  const record = await findImport(payload, id)
  if (record.state !== 'previewed') throw conflict(IMPORT_MESSAGES.notPreviewed)
  const table = await tableOf(record)
  const problems = mappingProblems(table.columns, mapping)
  for (const field of Object.keys(problems)) if (field !== 'mapping') throw invalid(problems, problems[field])
  const checked = await check(payload, table, mapping)
  const updated = await payload.update({
    collection: 'gift-imports',
    id,
    overrideAccess: true,
    data: { mapping, summary: checked.summary, problems: checked.problems, preview: checked.preview },
    context: { auditAction: 'import.remap' },
  })
  return toImport(updated)
}

/** Queues the commit (202): from a previewed import (or one whose commit failed), once; a second commit is 409. */
export async function commitGiftImport(payload: Payload, id: number): Promise<GiftImportOut> {
  const record = await findImport(payload, id)
  const problems = mappingProblems((record.columns as string[] | null) ?? [], (record.mapping as ImportMapping | null) ?? {})
  if (problems.mapping) throw invalid(problems, problems.mapping)
  const from: ImportStatus | undefined = record.state === 'previewed' || record.state === 'failed' ? record.state : undefined
  if (!from || !(await moveImportStatus(payload, id, from, 'committing'))) throw conflict(IMPORT_MESSAGES.notPreviewed)
  try {
    await payload.jobs.queue({ task: 'commitGiftImport', input: { importId: id } })
  } catch (error) {
    await moveImportStatus(payload, id, 'committing', from)
    throw error
  }
  await recordAudit(payload, { action: 'import.commit', target: { collection: 'gift-imports', id }, summary: `${record.rows_count} rows queued` })
  return readGiftImport(payload, id)
}

/**
 * The Jobs Queue's part of a commit: every row checked again, and the new gifts stored in
 * batches; a retry resumes after the rows stored. Imported gifts start no mail, card or Stripe
 * call; their donors are added, their campaigns' totals expire.
 */
export async function storeGiftImport(payload: Payload, id: number): Promise<{ stored: number; skipped: number }> {
  const record = await findImport(payload, id)
  if (record.state !== 'committing') return { stored: record.stored_count ?? 0, skipped: record.skipped_count ?? 0 }
  const table = await tableOf(record)
  const storedRows = await selectStoredRows(payload, id)
  const checked = await check(payload, table, (record.mapping as ImportMapping | null) ?? {}, { importId: id, storedRows })
  const skipped = checked.duplicates
  const campaignIds = await selectCampaignIds(payload, [...new Set(checked.fresh.map((gift) => gift.campaign).filter((slug): slug is string => Boolean(slug)))])
  for (let start = 0; start < checked.fresh.length; start += COMMIT_BATCH) {
    await insertImportedGifts(payload, id, checked.fresh.slice(start, start + COMMIT_BATCH), campaignIds, skipped)
  }
  await finishImportCommit(payload, id, skipped)
  await expireImportCampaigns(payload, id)
  const stored = storedRows.size + checked.fresh.length
  await recordAudit(payload, { action: 'import.committed', target: { collection: 'gift-imports', id }, summary: `${stored} gifts stored, ${skipped} duplicates skipped` }, { bySystem: true })
  return { stored, skipped }
}

/** A commit whose every attempt failed: `failed`, so staff see it and may commit again (it resumes). */
export async function markGiftImportFailed(payload: Payload, id: number): Promise<void> {
  await moveImportStatus(payload, id, 'committing', 'failed')
}

async function expireImportCampaigns(payload: Payload, id: number): Promise<void> {
  const campaigns = await selectImportCampaigns(payload, id)
  if (campaigns.length) await expireCacheTags([CACHE_TAGS.campaigns, ...campaigns.map((campaign) => CACHE_TAGS.campaign(campaign))])
}

/** Undoes a committed import: its gifts go, unless one changed since (409, nothing deleted). */
export async function undoGiftImport(payload: Payload, id: number): Promise<GiftImportOut> {
  const record = await findImport(payload, id)
  if (record.state !== 'committed') throw conflict(IMPORT_MESSAGES.notCommitted)
  const campaigns = await selectImportCampaigns(payload, id)
  const { deleted, changed } = await deleteImportedGifts(payload, id)
  if (changed > 0) throw conflict(IMPORT_MESSAGES.changedSince)
  if (campaigns.length) await expireCacheTags([CACHE_TAGS.campaigns, ...campaigns.map((campaign) => CACHE_TAGS.campaign(campaign))])
  await recordAudit(payload, { action: 'import.undo', target: { collection: 'gift-imports', id }, summary: `${deleted} imported gifts deleted` })
  return readGiftImport(payload, id)
}
