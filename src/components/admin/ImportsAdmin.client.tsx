'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'

import { apiPath, callApi, type OutputFor } from '@/contracts/client'
import { type GiftImportOut, IMPORT_FIELDS, IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportField, type ImportMapping, type ImportStatus } from '@/contracts/imports'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'
import { formatCompactDateTime, formatShortDate } from '@/lib/dates'
import { formatDollars } from '@/lib/money'

import { useSendFocus } from '../forms/formParts'
import { type FileLimits, useFileUpload } from '../forms/useFileUpload'
import { navyButton } from '../ui/buttons'
import { Dialog } from '../ui/Dialog.client'
import { FieldMessage } from '../ui/fields'
import { LiveRegion } from '../ui/LiveRegion.client'
import { ScrollRegion } from './ScrollRegion'
import { useApiData } from './useApiData'

/** How often an import being committed is asked for its progress. */
const POLL_MS = 1000
/** Row problems listed at most (a file of 50,000 rows can have as many). */
const PROBLEMS_SHOWN = 500
/** More problems than this and their list scrolls in a box of its own. */
const PROBLEMS_BEFORE_SCROLL = 8

const FIELD_LABELS: Record<ImportField, string> = {
  date: 'Date',
  amount: 'Amount',
  email: 'Email',
  name: 'Name',
  first_name: 'First name',
  last_name: 'Last name',
  method: 'Method',
  check_number: 'Check number',
  campaign: 'Campaign',
  note: 'Note',
  address: 'Address',
  external_id: 'External ID',
}
const STATUS_LABELS: Record<ImportStatus, string> = {
  previewed: 'Previewed, not imported',
  committing: 'Importing…',
  committed: 'Imported',
  failed: 'Stopped',
  undone: 'Undone',
}
const NONE = '(none)'
const NETWORK_PROBLEM = 'The request could not be sent. Please check the connection and try again.'
const secondaryButton = 'rounded border border-navy-900 px-4 py-2 font-semibold text-navy-900 disabled:opacity-60'
const dangerButton = 'inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-3 font-semibold text-white transition hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60'
const selectClass = (invalid: boolean) => `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base shadow-sm focus:border-navy-700 ${invalid ? 'border-red-600' : 'border-slate-300'}`

/** "1 gift", "2 gifts". */
const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
const dayOf = (date: string) => formatShortDate(`${date}T12:00:00Z`)
const importPath = (id: number) => apiPath('/api/admin/imports/{id}', { id })
const fieldLabel = (field: string) => FIELD_LABELS[field as ImportField] ?? field
const sameMapping = (a: ImportMapping, b: ImportMapping) => IMPORT_FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null))
const fullMapping = (mapping: ImportMapping): ImportMapping => Object.fromEntries(IMPORT_FIELDS.map((field) => [field, mapping[field] || null]))
const failureText = (result: { status: number; detail: string }, otherwise: string) =>
  result.status === 0 ? NETWORK_PROBLEM : result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : result.detail && result.detail !== 'Request failed' ? result.detail : otherwise

/** The words for where a commit stands: said by the import's status line. */
function progressOf(imp: GiftImportOut): string {
  const { stored, skipped } = imp.progress
  switch (imp.status) {
    case 'committing':
      return `Stored ${stored.toLocaleString('en-US')} of ${count(imp.summary.valid, 'gift')}…`
    case 'committed':
      return `Imported ${count(stored, 'gift')}; skipped ${count(skipped, 'duplicate')}.`
    case 'failed':
      return `The import stopped after storing ${stored.toLocaleString('en-US')} of ${count(imp.summary.valid, 'gift')}. Importing again stores the rest; no gift is stored twice.`
    case 'undone':
      return `Undone${imp.undone_at ? ` on ${formatCompactDateTime(imp.undone_at)}` : ''}: the gifts this import added were deleted.`
    default:
      return ''
  }
}

const summaryLine = (imp: GiftImportOut) =>
  `${count(imp.summary.valid, 'gift')} ready to import, ${count(imp.summary.invalid, 'row')} with problems, ${count(imp.summary.duplicates, 'duplicate')} skipped.`

/**
 * Gifts from a spreadsheet: a CSV uploaded and checked (nothing stored yet), its columns chosen
 * and checked again, then imported through the Jobs Queue (its progress polled and said), and
 * undone if need be. Below, the past imports, each opened by its name.
 */
export function ImportsAdmin() {
  const { mutate: prime } = useSWRConfig()
  const list = useApiData('GET /api/admin/imports')
  const [openId, setOpenId] = useState<number | null>(null)
  // Each opening (an upload, a file chosen in the list) takes the focus to the import's heading.
  const [opening, setOpening] = useState(0)
  const [said, setSaid] = useState({ text: '', n: 0 })
  const opened = useApiData(
    'GET /api/admin/imports/{id}',
    { params: { id: openId ?? 0 } },
    {
      enabled: openId !== null,
      refreshInterval: (latest) => (latest?.status === 'committing' ? POLL_MS : 0),
      // SWR's 2 s would make every other poll a no-op.
      dedupingInterval: POLL_MS / 2,
    },
  )
  const imp = opened.data && opened.data.id === openId ? opened.data : undefined
  const say = (text: string) => setSaid((before) => ({ text, n: before.n + 1 }))

  // An import opened, uploaded, committed or undone shows in the list too (a commit that ends while it is open as well).
  const status = imp?.status
  const { mutate: reloadList } = list
  useEffect(() => {
    if (status) void reloadList()
  }, [openId, status, reloadList])

  const open = (id: number) => {
    setOpenId(id)
    setOpening((n) => n + 1)
  }
  const uploaded = async (next: GiftImportOut) => {
    await prime(importPath(next.id), next, { revalidate: false })
    open(next.id)
    say(`${next.filename} checked: ${summaryLine(next)}`)
  }
  const changed = async (next: GiftImportOut) => {
    await opened.mutate(next, { revalidate: false })
  }
  const choose = (id: number, filename: string, status: ImportStatus) => {
    open(id)
    say(`Showing ${filename}: ${STATUS_LABELS[status].toLowerCase()}.`)
  }

  return (
    <div>
      <h1 className="text-2xl font-bold">Import gifts</h1>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        Bring in gifts kept elsewhere (a spreadsheet, another donor system) from a CSV file of up to 20 MB and 50,000 rows. Nothing is stored until you import: first see how each row is read, and
        choose other columns if need be. Imported gifts count as received; no thank-you email, card or Stripe charge goes out for them. A gift already stored, or repeated in the file, is skipped.
      </p>
      <UploadForm onUploaded={uploaded} />
      <LiveRegion className="sr-only">
        <span key={said.n}>{said.text}</span>
      </LiveRegion>
      {openId !== null && !imp && opened.error && (
        <p role="alert" className="mt-6 text-red-700">
          {failureText(opened.error as { status: number; detail: string }, 'This import could not be loaded.')}
        </p>
      )}
      {openId !== null && !imp && !opened.error && <p className="mt-6">Loading the import…</p>}
      {imp && <ImportView key={imp.id} imp={imp} focusKey={opening} onChange={changed} say={say} />}
      <PastImports imports={list.data} loading={list.isLoading} failed={Boolean(list.error)} openId={openId} onChoose={choose} />
    </div>
  )
}

const CSV_LIMITS: FileLimits = {
  maxBytes: IMPORT_MAX_BYTES,
  missing: IMPORT_MESSAGES.fileMissing,
  tooLarge: IMPORT_MESSAGES.fileTooLarge,
  refused: (failure) => failureText(failure, 'The file could not be checked. Please try again.'),
}

function sendCsv(file: File) {
  const form = new FormData()
  form.set('file', file)
  return callApi('POST /api/admin/imports', { body: form })
}

/** The file field: a missing or oversized file is refused before sending; a refusal shows on the field, which gets the focus back. */
function UploadForm({ onUploaded }: { onUploaded: (imp: GiftImportOut) => Promise<void> }) {
  const { input, error, sending, upload } = useFileUpload(CSV_LIMITS, sendCsv, onUploaded)
  return (
    <section aria-labelledby="import-upload-title" className="mt-6 rounded-lg bg-white p-5 shadow-sm">
      <h2 id="import-upload-title" className="text-lg font-bold">
        Upload a CSV file
      </h2>
      <form onSubmit={upload} noValidate className="mt-3 space-y-4" aria-label="Upload a CSV file">
        <div>
          <label htmlFor="import-file" className="block text-sm font-semibold text-navy-900">
            CSV file (up to 20 MB)
          </label>
          <input
            id="import-file"
            ref={input}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'import-file-error' : 'import-file-hint'}
            className="mt-1 block w-full text-sm file:mr-4 file:rounded-full file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:font-semibold file:text-white"
          />
          <FieldMessage id="import-file" error={error ? { type: 'server', message: error } : undefined} hint="Save the spreadsheet as CSV (comma-separated values). Its first row names the columns." />
        </div>
        <button type="submit" className={navyButton} disabled={sending}>
          {sending ? 'Uploading…' : 'Upload and preview'}
        </button>
      </form>
    </section>
  )
}

type ViewProps = { imp: GiftImportOut; focusKey: number; onChange: (imp: GiftImportOut) => Promise<void>; say: (text: string) => void }

/** One import: its summary, its columns (chosen and checked again before it is imported), its preview and problems, and its import or undo. */
function ImportView({ imp, focusKey, onChange, say }: ViewProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  const [draft, setDraft] = useState<ImportMapping>(() => fullMapping(imp.mapping))
  const editable = imp.status === 'previewed'
  const unchecked = editable && !sameMapping(draft, imp.mapping)
  useEffect(() => {
    // After the render that shows it (an upload's button gives the focus back first).
    const frame = requestAnimationFrame(() => heading.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [focusKey])

  return (
    <section aria-labelledby="import-title" className="mt-6 space-y-6 rounded-lg bg-white p-5 shadow-sm">
      <div>
        <h2 id="import-title" ref={heading} tabIndex={-1} className="scroll-mt-24 break-all text-xl font-bold">
          {imp.filename}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Uploaded {formatCompactDateTime(imp.created_at)} · {count(imp.rows, 'row')} after the header · {STATUS_LABELS[imp.status]}
          {imp.committed_at && ` · imported ${formatCompactDateTime(imp.committed_at)}`}
        </p>
      </div>
      <Summary imp={imp} />
      {editable ? (
        <MappingForm
          imp={imp}
          draft={draft}
          onDraft={setDraft}
          onChecked={async (next) => {
            await onChange(next)
            say(`Checked again: ${summaryLine(next)}`)
          }}
        />
      ) : (
        <MappingRead imp={imp} />
      )}
      <Preview imp={imp} />
      <Problems imp={imp} />
      <CommitStep imp={imp} unchecked={unchecked} onChange={onChange} />
    </section>
  )
}

function Summary({ imp }: { imp: GiftImportOut }) {
  const { valid, invalid, duplicates, new_donors: fresh, known_donors: known } = imp.summary
  return (
    <div>
      <h3 id="import-summary-title" className="font-bold">
        Summary
      </h3>
      <ul aria-labelledby="import-summary-title" className="mt-2 list-disc space-y-1 pl-5">
        <li>
          <strong>{count(valid, 'gift')}</strong> ready to import
        </li>
        <li>{invalid === 0 ? 'No row has a problem' : `${count(invalid, 'row')} with problems, left out (listed below)`}</li>
        <li>{duplicates === 0 ? 'No duplicates' : `${count(duplicates, 'duplicate')} skipped: the same gift is already stored, or earlier in the file`}</li>
        <li>
          {count(fresh, 'new donor')} and {count(known, 'donor')} already known, by email address
        </li>
      </ul>
    </div>
  )
}

type MappingProps = { imp: GiftImportOut; draft: ImportMapping; onDraft: (mapping: ImportMapping) => void; onChecked: (imp: GiftImportOut) => Promise<void> }

/** One select per field, of the file's columns; "Check again" reads every row again that way. A column refused shows on its select. */
function MappingForm({ imp, draft, onDraft, onChecked }: MappingProps) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState('')
  const [sending, setSending] = useState(false)
  const noteSender = useSendFocus(sending)
  const needs = !draft.date || !draft.amount || !(draft.name || draft.first_name || draft.last_name)

  const check = async (event: FormEvent) => {
    event.preventDefault()
    noteSender()
    setSending(true)
    setErrors({})
    setProblem('')
    const result = await callApi('PUT /api/admin/imports/{id}', { params: { id: imp.id }, body: { mapping: fullMapping(draft) } })
    setSending(false)
    if (!result.ok) {
      const { mapping: whole, ...byField } = result.fields ?? {}
      setErrors(byField)
      const first = IMPORT_FIELDS.find((field) => byField[field])
      if (first) document.getElementById(`import-map-${first}`)?.focus()
      else setProblem(whole ?? failureText(result, 'The rows could not be checked again. Please try again.'))
      return
    }
    await onChecked(result.data)
  }

  return (
    <form onSubmit={check} noValidate aria-labelledby="import-columns-title">
      <h3 id="import-columns-title" className="font-bold">
        Columns
      </h3>
      <p id="import-columns-hint" className="mt-1 text-sm text-slate-700">
        Which column of the file each field of a gift is read from. Every gift needs a date, an amount and a name (or a first and a last name).
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {IMPORT_FIELDS.map((field) => {
          const id = `import-map-${field}`
          const error = errors[field]
          return (
            <div key={field}>
              <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
                {FIELD_LABELS[field]}
              </label>
              <select
                id={id}
                value={draft[field] ?? ''}
                onChange={(event) => onDraft({ ...draft, [field]: event.target.value || null })}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                className={selectClass(Boolean(error))}
              >
                <option value="">{NONE}</option>
                {imp.columns.map((column) => (
                  <option key={column} value={column}>
                    {column}
                  </option>
                ))}
              </select>
              <FieldMessage id={id} error={error ? { type: 'server', message: error } : undefined} />
            </div>
          )
        })}
      </div>
      {needs && <p className="mt-3 text-sm font-semibold text-red-700">{IMPORT_MESSAGES.mappingNeeds}</p>}
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {problem}
        </p>
      )}
      <button type="submit" className={`mt-4 ${secondaryButton}`} disabled={sending}>
        {sending ? 'Checking…' : 'Check again'}
      </button>
    </form>
  )
}

/** The columns an import was read with, once it can no longer change. */
function MappingRead({ imp }: { imp: GiftImportOut }) {
  const read = IMPORT_FIELDS.filter((field) => imp.mapping[field])
  return (
    <div>
      <h3 className="font-bold">Columns</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {read.map((field) => (
          <div key={field} className="contents">
            <dt className="font-semibold">{FIELD_LABELS[field]}</dt>
            <dd className="break-all">{imp.mapping[field]}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

function Preview({ imp }: { imp: GiftImportOut }) {
  const { preview, summary } = imp
  return (
    <div>
      <h3 className="font-bold">Preview</h3>
      {preview.length === 0 ? (
        <p className="mt-2 text-slate-700">No row can be imported as the file is read now.</p>
      ) : (
        <ScrollRegion label="Preview" className="mt-2 rounded border border-slate-200">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="p-3 text-left text-slate-700">
              {preview.length < summary.valid ? `The first ${preview.length} of ${count(summary.valid, 'gift')}` : `The ${count(summary.valid, 'gift')}`}, as they would be stored
            </caption>
            <thead className="border-b bg-slate-50 text-slate-700">
              <tr>
                <th className="p-3">Row</th>
                <th className="p-3">Date</th>
                <th className="p-3">Amount</th>
                <th className="p-3">Name</th>
                <th className="p-3">Email</th>
                <th className="p-3">Method</th>
                <th className="p-3">Campaign</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {preview.map((gift) => (
                <tr key={gift.row}>
                  <td className="p-3">{gift.row}</td>
                  <td className="whitespace-nowrap p-3">{dayOf(gift.date)}</td>
                  <td className="whitespace-nowrap p-3">{formatDollars(gift.amount_cents)}</td>
                  <td className="p-3">{gift.name}</td>
                  <td className="break-all p-3">{gift.email ?? '—'}</td>
                  <td className="p-3">
                    {gift.method[0]!.toUpperCase() + gift.method.slice(1)}
                    {gift.check_number && <span className="block text-xs text-slate-600">#{gift.check_number}</span>}
                  </td>
                  <td className="p-3">{gift.campaign ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  )
}

/** Each row's problems (rows counted as a spreadsheet shows them); a long list scrolls in its own box. */
function Problems({ imp }: { imp: GiftImportOut }) {
  const { errors, summary } = imp
  const shown = errors.slice(0, PROBLEMS_SHOWN)
  return (
    <div>
      <h3 className="font-bold">Row problems</h3>
      {errors.length === 0 ? (
        <p className="mt-2 text-slate-700">None: every row can be read.</p>
      ) : (
        <>
          <ScrollRegion label="Row problems" className={`mt-2 rounded border border-slate-200 ${errors.length > PROBLEMS_BEFORE_SCROLL ? 'max-h-96' : ''}`}>
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="p-3 text-left text-slate-700">
                {count(errors.length, 'problem')} in {count(summary.invalid, 'row')}; these rows are left out
              </caption>
              <thead className="sticky top-0 border-b bg-slate-50 text-slate-700">
                <tr>
                  <th className="p-3">Row</th>
                  <th className="p-3">Field</th>
                  <th className="p-3">Problem</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {shown.map((problem, i) => (
                  <tr key={`${problem.row}-${problem.field}-${i}`}>
                    <td className="p-3">{problem.row}</td>
                    <td className="p-3">
                      {fieldLabel(problem.field)}
                      {imp.mapping[problem.field as ImportField] && <span className="block break-all text-xs text-slate-600">column “{imp.mapping[problem.field as ImportField]}”</span>}
                    </td>
                    <td className="p-3">{problem.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {errors.length > shown.length && (
            <p className="mt-2 text-sm text-slate-700">
              The first {shown.length.toLocaleString('en-US')} of {count(errors.length, 'problem')} are listed: correct them in the file and upload it again.
            </p>
          )}
        </>
      )}
    </div>
  )
}

type CommitProps = { imp: GiftImportOut; unchecked: boolean; onChange: (imp: GiftImportOut) => Promise<void> }

/**
 * Import, its progress and its undo. The status line is on the page from the first render, so each
 * change of it is said; the button pressed gives way (to the progress, to "Undone"), so the focus
 * goes to that line.
 */
function CommitStep({ imp, unchecked, onChange }: CommitProps) {
  const status = useRef<HTMLDivElement>(null)
  const [problem, setProblem] = useState('')
  const [committing, setCommitting] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const noteSender = useSendFocus(committing)
  const { valid } = imp.summary
  const mayCommit = imp.status === 'previewed' || imp.status === 'failed'
  const why =
    valid === 0 ? 'No row can be imported as the file is read now: correct the file, or choose other columns and check again.' : unchecked ? 'You changed the columns: press “Check again” first.' : ''

  const commit = async () => {
    noteSender()
    setCommitting(true)
    setProblem('')
    const result = await callApi('POST /api/admin/imports/{id}/commit', { params: { id: imp.id }, body: {} })
    setCommitting(false)
    if (!result.ok) return setProblem(failureText(result, 'The import could not be started. Please try again.'))
    await onChange(result.data)
    requestAnimationFrame(() => status.current?.focus())
  }
  const undone = async (next: GiftImportOut) => {
    setConfirming(false)
    await onChange(next)
    // The undo button is gone with the import's gifts: the focus goes to what says so.
    requestAnimationFrame(() => status.current?.focus())
  }

  return (
    <div>
      <h3 className="font-bold">Import</h3>
      {mayCommit && (
        <>
          <p className="mt-1 text-sm text-slate-700">The gifts are stored in the background; this page shows how far it has come. A gift stored since this file was checked is skipped.</p>
          {why && (
            <p id="import-commit-why" className="mt-2 text-sm font-semibold">
              {why}
            </p>
          )}
          <button type="button" onClick={commit} disabled={committing || valid === 0 || unchecked} aria-describedby={why ? 'import-commit-why' : undefined} className={`mt-3 ${navyButton}`}>
            {committing ? 'Starting…' : `Import ${count(valid, 'gift')}`}
          </button>
        </>
      )}
      <LiveRegion ref={status} className="mt-3 font-semibold text-navy-900">
        {progressOf(imp)}
      </LiveRegion>
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {problem}
        </p>
      )}
      {imp.status === 'committed' && (
        <>
          <p className="mt-3 text-sm text-slate-700">Undoing deletes every gift this import added. It is refused while one of them was refunded, voided or changed since.</p>
          <button type="button" onClick={() => setConfirming(true)} className="mt-3 rounded border border-red-700 px-4 py-2 font-semibold text-red-700">
            Undo this import
          </button>
        </>
      )}
      <Dialog title="Undo this import" open={confirming} onClose={() => setConfirming(false)}>
        <ConfirmUndo imp={imp} onUndone={undone} onCancel={() => setConfirming(false)} onRefused={setProblem} />
      </Dialog>
    </div>
  )
}

type ConfirmProps = { imp: GiftImportOut; onUndone: (imp: GiftImportOut) => Promise<void>; onCancel: () => void; onRefused: (message: string) => void }

/**
 * Asked once more before the gifts go. A refusal (a gift changed since) is said inside the dialog,
 * by a region there from its opening (the page behind a modal dialog is inert), and stays on the
 * page once it is closed.
 */
function ConfirmUndo({ imp, onUndone, onCancel, onRefused }: ConfirmProps) {
  const [sending, setSending] = useState(false)
  const [refusal, setRefusal] = useState('')
  const alert = useRef<HTMLDivElement>(null)
  const gifts = count(imp.progress.stored, 'gift')
  const undo = async () => {
    setSending(true)
    const result = await callApi('DELETE /api/admin/imports/{id}', { params: { id: imp.id } })
    setSending(false)
    if (result.ok) return onUndone(result.data)
    const message = failureText(result, 'The import could not be undone. Please try again.')
    setRefusal(message)
    onRefused(message)
    // The delete button gives way to the refusal: the focus goes to it.
    requestAnimationFrame(() => alert.current?.focus())
  }
  return (
    <div>
      <p>
        Delete the {gifts} this import added, from {imp.filename}? They leave the donations, the donors’ giving and the campaigns’ totals; a donor left with no gift and no note goes too.
      </p>
      <div ref={alert} role="alert" tabIndex={-1} className="mt-2 text-red-700">
        {refusal}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {!refusal && (
          <button type="button" onClick={undo} disabled={sending} className={dangerButton}>
            {sending ? 'Deleting…' : `Delete ${gifts}`}
          </button>
        )}
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {refusal ? 'Close' : 'Cancel'}
        </button>
      </div>
    </div>
  )
}

type PastProps = {
  imports: OutputFor<'GET /api/admin/imports'> | undefined
  loading: boolean
  failed: boolean
  openId: number | null
  onChoose: (id: number, filename: string, status: ImportStatus) => void
}

/** Every import, newest first: choosing one's file opens it above. */
function PastImports({ imports, loading, failed, openId, onChoose }: PastProps) {
  const stored = (status: ImportStatus) => status === 'committing' || status === 'committed' || status === 'failed'
  return (
    <section aria-labelledby="past-imports-title" className="mt-10">
      <h2 id="past-imports-title" className="text-lg font-bold">
        Past imports
      </h2>
      {failed && (
        <p role="alert" className="mt-2 text-red-700">
          The imports could not be loaded. Please reload the page.
        </p>
      )}
      <ScrollRegion label="Past imports, newest first" className="mt-3 rounded-lg bg-white shadow-sm">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="border-b bg-slate-50 text-slate-700">
            <tr>
              <th className="p-3">File</th>
              <th className="p-3">Uploaded</th>
              <th className="p-3">Status</th>
              <th className="p-3">Rows</th>
              <th className="p-3">Stored</th>
              <th className="p-3">Skipped</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {loading && !imports && (
              <tr>
                <td colSpan={6} className="p-3">
                  Loading…
                </td>
              </tr>
            )}
            {imports?.length === 0 && (
              <tr>
                <td colSpan={6} className="p-3">
                  No imports yet
                </td>
              </tr>
            )}
            {imports?.map((imp) => (
              <tr key={imp.id}>
                <td className="p-3">
                  <button
                    type="button"
                    onClick={() => onChoose(imp.id, imp.filename, imp.status)}
                    aria-current={imp.id === openId ? 'true' : undefined}
                    className="break-all text-left font-semibold text-navy-800 underline"
                  >
                    {imp.filename}
                  </button>
                </td>
                <td className="whitespace-nowrap p-3">{formatCompactDateTime(imp.created_at)}</td>
                <td className="p-3">{STATUS_LABELS[imp.status]}</td>
                <td className="p-3">{imp.rows.toLocaleString('en-US')}</td>
                <td className="p-3">{stored(imp.status) ? imp.progress.stored.toLocaleString('en-US') : '—'}</td>
                <td className="p-3">{stored(imp.status) ? imp.progress.skipped.toLocaleString('en-US') : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  )
}
