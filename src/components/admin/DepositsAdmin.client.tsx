'use client'

import { type FormEvent, type Ref, useEffect, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'

import { type ApiFailure, apiPath, callApi, downloadApiFile } from '@/contracts/client'
import { DEPOSIT_MESSAGES, type DepositDetail, type DepositOut, type UndepositedCheck } from '@/contracts/deposits'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'
import { saveFile } from '@/lib/admin/saveFile'
import { formatShortDate } from '@/lib/dates'
import { formatDollars } from '@/lib/money'

import { useSendFocus } from '../forms/formParts'
import { navyButton } from '../ui/buttons'
import { LiveRegion } from '../ui/LiveRegion.client'
import { useToast } from '../ui/Toaster.client'
import { ScrollRegion } from './ScrollRegion'
import { useApiData } from './useApiData'

/** How often a payout whose lines are still being read from Stripe is asked for them. */
const POLL_MS = 2000
/** The days the range shows at first, as the API does when it is left out. */
const DEFAULT_DAYS = 90
/** The most checks the API lists (the oldest first). */
const CHECKS_LISTED = 500
/** More checks than this and their list scrolls in a box of its own. */
const CHECKS_BEFORE_SCROLL = 12

const KIND_LABELS: Record<DepositOut['kind'], string> = { stripe: 'Stripe payout', checks: 'Checks' }
const NETWORK_PROBLEM = 'The request could not be sent. Please check the connection and try again.'
const secondaryButton = 'rounded border border-navy-900 px-4 py-2 font-semibold text-navy-900 disabled:opacity-60'
const inputClass = (invalid: boolean) => `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base shadow-sm focus:border-navy-700 ${invalid ? 'border-red-600' : 'border-slate-300'}`
const money = 'whitespace-nowrap p-3 text-right tabular-nums'

/** "1 check", "2 checks". */
const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
const dayOf = (date: string) => formatShortDate(`${date}T12:00:00Z`)
/** YYYY-MM-DD in the staff member's zone, `days` from today: the day a date field shows. */
const localDay = (days = 0) => {
  const date = new Date()
  date.setDate(date.getDate() + days)
  return date.toLocaleDateString('en-CA')
}
const depositPath = (id: number) => apiPath('/api/admin/deposits/{id}', { id })
const failureText = (result: { status: number; detail: string }, otherwise: string) =>
  result.status === 0 ? NETWORK_PROBLEM : result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : result.detail && result.detail !== 'Request failed' ? result.detail : otherwise

type Range = { from: string; to: string }
/** The range as the API's query: a day left empty is left out (the API's last 90 days). */
const queryOf = (range: Range): Record<string, string> => Object.fromEntries(Object.entries(range).filter(([, day]) => day))
const rangeWords = ({ from, to }: Range) => (from && to ? `from ${dayOf(from)} to ${dayOf(to)}` : from ? `since ${dayOf(from)}` : to ? `until ${dayOf(to)}` : `in the last ${DEFAULT_DAYS} days`)
const checksWords = (n: number, cents: number) => `${count(n, 'check')}, ${formatDollars(cents)}`

/** Something said once: a new `n` says the same words again. */
type Said = { text: string; n: number }
const SILENT: Said = { text: '', n: 0 }
const sayNext = (before: Said, text: string): Said => ({ text, n: before.n + 1 })

/**
 * A field's refusal, next to it: on the page from the first render (empty and hidden until then),
 * so that each refusal put in it is said; focus may be moved to it.
 */
function Refusal({ id, said, ref }: { id: string; said: Said; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p id={id} ref={ref} role="alert" tabIndex={-1} className="mt-1 text-sm text-red-700 empty:hidden">
      {said.text && <span key={said.n}>{said.text}</span>}
    </p>
  )
}

/**
 * Deposits for the books: each Stripe payout and each bank deposit of checks of a range, with its
 * gross, fees, refunds, disputes and net (the line on the bank statement), and the range as CSV.
 * A deposit chosen shows its lines. Below, the checks that arrived and are in no deposit yet,
 * chosen and recorded as one bank deposit.
 */
export function DepositsAdmin() {
  const { mutate: prime } = useSWRConfig()
  const [shown, setShown] = useState<Range>(() => ({ from: localDay(-DEFAULT_DAYS), to: localDay() }))
  const list = useApiData('GET /api/admin/deposits', { query: queryOf(shown) }, { keepPreviousData: true })
  const [openId, setOpenId] = useState<number | null>(null)
  // Each opening (a deposit chosen in the table, one just recorded) takes the focus to its heading.
  const [opening, setOpening] = useState(0)
  const [said, setSaid] = useState(SILENT)
  const opened = useApiData(
    'GET /api/admin/deposits/{id}',
    { params: { id: openId ?? 0 } },
    { enabled: openId !== null, refreshInterval: (latest) => (latest?.lines_pending ? POLL_MS : 0), dedupingInterval: POLL_MS / 2 },
  )
  const deposit = opened.data && opened.data.id === openId ? opened.data : undefined
  const say = (text: string) => setSaid((before) => sayNext(before, text))

  // A payout whose lines came in while it is open shows its totals in the table too.
  const pending = deposit?.lines_pending
  const { mutate: reloadList } = list
  const wasPending = useRef(false)
  useEffect(() => {
    if (wasPending.current && pending === false) void reloadList()
    wasPending.current = pending === true
  }, [pending, reloadList])

  const open = (id: number) => {
    setOpenId(id)
    setOpening((n) => n + 1)
  }
  const choose = (row: DepositOut) => {
    open(row.id)
    say(
      `Showing deposit #${row.id}: ${KIND_LABELS[row.kind].toLowerCase()}, ${dayOf(row.arrival_date)}${row.lines_pending ? ', its lines still being read from Stripe' : `, net ${formatDollars(row.net_cents)}`}.`,
    )
  }
  const recorded = async (next: DepositDetail) => {
    await prime(depositPath(next.id), next, { revalidate: false })
    open(next.id)
    say(`Deposit #${next.id} recorded: ${checksWords(next.count, next.net_cents)}, deposited ${dayOf(next.arrival_date)}.`)
    await reloadList()
  }
  const ranged = async (range: Range, deposits: DepositOut[]) => {
    await prime(apiPath('/api/admin/deposits', {}, queryOf(range)), deposits, { revalidate: false })
    setShown(range)
    say(`${count(deposits.length, 'deposit')} ${rangeWords(range)}.`)
  }

  return (
    <div>
      <h1 className="text-2xl font-bold">Deposits</h1>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        Each deposit as the bank statement shows it: a Stripe payout, with the gifts, refunds, disputes and fees it carries, or a bank deposit of checks recorded below. Its net is the line on the bank
        statement: gross − fees − refunds − disputes.
      </p>
      <LiveRegion className="sr-only">
        <span key={said.n}>{said.text}</span>
      </LiveRegion>
      <RangeForm initial={shown} onShown={ranged} say={say} />
      <DepositsTable deposits={list.data} loading={list.isLoading} failed={Boolean(list.error)} range={shown} openId={openId} onChoose={choose} />
      {openId !== null && !deposit && opened.error && (
        <p role="alert" className="mt-6 text-red-700">
          {failureText(opened.error as ApiFailure, 'This deposit could not be loaded.')}
        </p>
      )}
      {openId !== null && !deposit && !opened.error && <p className="mt-6">Loading the deposit…</p>}
      {deposit && <DepositView key={deposit.id} deposit={deposit} focusKey={opening} />}
      <DepositChecks onRecorded={recorded} />
    </div>
  )
}

type RangeProps = { initial: Range; onShown: (range: Range, deposits: DepositOut[]) => Promise<void>; say: (text: string) => void }

/**
 * The days the deposits arrived between, shown or downloaded as CSV: a day the API refuses (or an
 * end before the start) is said on its field, which gets the focus.
 */
function RangeForm({ initial, onShown, say }: RangeProps) {
  const toast = useToast()
  const [draft, setDraft] = useState<Range>(initial)
  const [errors, setErrors] = useState<{ from: Said; to: Said }>({ from: SILENT, to: SILENT })
  const [busy, setBusy] = useState<'show' | 'download' | null>(null)
  const noteSender = useSendFocus(busy !== null)

  const clear = () => setErrors({ from: SILENT, to: SILENT })
  /** A refusal on its fields (the first gets the focus), or, of no field, in a toast. */
  const refuse = (result: ApiFailure, otherwise: string) => {
    const fields = result.fields ?? {}
    setErrors((before) => ({ from: fields.from ? sayNext(before.from, fields.from) : SILENT, to: fields.to ? sayNext(before.to, fields.to) : SILENT }))
    const first = (['from', 'to'] as const).find((field) => fields[field])
    if (first) document.getElementById(`deposits-${first}`)?.focus()
    else toast(failureText(result, otherwise), 'error')
  }
  const show = async (event: FormEvent) => {
    event.preventDefault()
    noteSender()
    setBusy('show')
    const range = { ...draft }
    const result = await callApi('GET /api/admin/deposits', { query: queryOf(range) })
    setBusy(null)
    if (!result.ok) return refuse(result, 'The deposits could not be loaded. Please try again.')
    clear()
    await onShown(range, result.data)
  }
  const download = async () => {
    noteSender()
    setBusy('download')
    const file = await downloadApiFile('GET /api/admin/exports/deposits.csv', { query: queryOf(draft) })
    setBusy(null)
    if (!file.ok) return refuse(file, 'The CSV could not be made. Please try again.')
    clear()
    saveFile(file)
    say(`Downloaded ${file.filename}.`)
  }

  const field = (name: 'from' | 'to', label: string) => {
    const id = `deposits-${name}`
    const error = errors[name].text
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
          {label}
        </label>
        <input
          id={id}
          type="date"
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass(Boolean(error))}
        />
        <Refusal id={`${id}-error`} said={errors[name]} />
      </div>
    )
  }

  return (
    <form onSubmit={show} noValidate aria-label="Deposits that arrived" className="mt-6 rounded-lg bg-white p-5 shadow-sm">
      <p id="deposits-range-hint" className="text-sm text-slate-700">
        The days the money reached the bank, both included. Left empty: the last {DEFAULT_DAYS} days.
      </p>
      <div className="mt-3 flex flex-wrap items-start gap-4">
        {field('from', 'From')}
        {field('to', 'To')}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={secondaryButton} disabled={busy !== null}>
          {busy === 'show' ? 'Loading…' : 'Show deposits'}
        </button>
        <button type="button" onClick={download} className="rounded bg-navy-900 px-4 py-2 font-semibold text-white disabled:opacity-60" disabled={busy !== null}>
          {busy === 'download' ? 'Preparing the CSV…' : 'Download CSV for the books'}
        </button>
      </div>
    </form>
  )
}

type TableProps = { deposits: DepositOut[] | undefined; loading: boolean; failed: boolean; range: Range; openId: number | null; onChoose: (deposit: DepositOut) => void }

/** The deposits of the range, newest first; a deposit's button opens its lines below. */
function DepositsTable({ deposits, loading, failed, range, openId, onChoose }: TableProps) {
  return (
    <>
      {failed && (
        <p role="alert" className="mt-4 text-red-700">
          The deposits could not be loaded. Please reload the page.
        </p>
      )}
      <ScrollRegion label="Deposits" className="mt-6 rounded-lg bg-white shadow-sm">
        <table className="w-full min-w-[52rem] text-left text-sm">
          <caption className="p-3 text-left text-slate-700">Deposits that arrived {rangeWords(range)}, newest first. Net = gross − fees − refunds − disputes.</caption>
          <thead className="border-b bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="p-3">
                Deposit
              </th>
              <th scope="col" className="p-3">
                Arrived
              </th>
              <th scope="col" className="p-3">
                Kind
              </th>
              <th scope="col" className="p-3 text-right">
                Lines
              </th>
              <th scope="col" className="p-3 text-right">
                Gross
              </th>
              <th scope="col" className="p-3 text-right">
                Fees
              </th>
              <th scope="col" className="p-3 text-right">
                Refunds
              </th>
              <th scope="col" className="p-3 text-right">
                Disputes
              </th>
              <th scope="col" className="p-3 text-right">
                Net (the bank line)
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {loading && !deposits && (
              <tr>
                <td colSpan={9} className="p-3">
                  Loading…
                </td>
              </tr>
            )}
            {deposits?.length === 0 && (
              <tr>
                <td colSpan={9} className="p-3">
                  No deposits arrived {rangeWords(range)}
                </td>
              </tr>
            )}
            {deposits?.map((row) => (
              <tr key={row.id}>
                <td className="whitespace-nowrap p-3">
                  <button type="button" onClick={() => onChoose(row)} aria-current={row.id === openId ? 'true' : undefined} className="font-semibold text-navy-800 underline">
                    Deposit #{row.id}
                  </button>
                </td>
                <td className="whitespace-nowrap p-3">{dayOf(row.arrival_date)}</td>
                <td className="p-3">
                  {KIND_LABELS[row.kind]}
                  {row.stripe_payout_id && <span className="block break-all text-xs text-slate-600">{row.stripe_payout_id}</span>}
                </td>
                {row.lines_pending ? (
                  <td colSpan={6} className="p-3 text-right italic text-slate-700">
                    reading from Stripe…
                  </td>
                ) : (
                  <>
                    <td className={money}>{row.count.toLocaleString('en-US')}</td>
                    <td className={money}>{formatDollars(row.gross_cents)}</td>
                    <td className={money}>{formatDollars(row.fee_cents)}</td>
                    <td className={money}>{formatDollars(row.refunded_cents)}</td>
                    <td className={money}>{formatDollars(row.disputed_cents)}</td>
                    <td className={money}>
                      <strong className="text-navy-900">{formatDollars(row.net_cents)}</strong>
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  )
}

/** One deposit: its totals and its lines (a payout's balance transactions, or its checks), with their sum. */
function DepositView({ deposit, focusKey }: { deposit: DepositDetail; focusKey: number }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    // After the render that shows it (a button that sent the deposit gives the focus back first).
    const frame = requestAnimationFrame(() => heading.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [focusKey])
  const { id, kind, lines } = deposit
  // A payout opened while its lines were still being read says when they are in.
  const [waited] = useState(deposit.lines_pending)
  const reading = deposit.lines_pending ? 'Reading its lines from Stripe… They show here as soon as they are in.' : waited ? `Its ${count(lines.length, 'line')} came in from Stripe.` : ''
  const sum = (pick: (line: DepositDetail['lines'][number]) => number) => lines.reduce((total, line) => total + pick(line), 0)
  const totals: [string, number][] = [
    ['Gross', deposit.gross_cents],
    ['Fees', deposit.fee_cents],
    ['Refunds', deposit.refunded_cents],
    ['Disputes', deposit.disputed_cents],
  ]

  return (
    <section aria-labelledby="deposit-title" className="mt-6 space-y-4 rounded-lg bg-white p-5 shadow-sm">
      <div>
        <h2 id="deposit-title" ref={heading} tabIndex={-1} className="scroll-mt-24 text-xl font-bold">
          Deposit #{id}
        </h2>
        <p className="mt-1 break-words text-sm text-slate-700">
          {kind === 'checks' ? `Checks deposited ${dayOf(deposit.arrival_date)}` : `Stripe payout ${deposit.stripe_payout_id ?? ''}, arrived ${dayOf(deposit.arrival_date)}`}
        </p>
      </div>
      <LiveRegion className="font-semibold text-navy-900 empty:hidden">{reading}</LiveRegion>
      {deposit.lines_pending ? null : (
        <>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-5">
            {totals.map(([label, cents]) => (
              <div key={label}>
                <dt className="text-slate-700">{label}</dt>
                <dd className="tabular-nums">{formatDollars(cents)}</dd>
              </div>
            ))}
            <div>
              <dt className="font-semibold text-navy-900">Net (the bank line)</dt>
              <dd className="text-lg font-bold tabular-nums text-navy-900">{formatDollars(deposit.net_cents)}</dd>
            </div>
          </dl>
          {lines.length === 0 ? (
            <p className="text-slate-700">This deposit has no lines.</p>
          ) : (
            <ScrollRegion label={`Lines of deposit #${id}`} className="rounded border border-slate-200">
              <table className="w-full min-w-[44rem] text-left text-sm">
                <caption className="p-3 text-left text-slate-700">
                  The {count(lines.length, 'line')} of deposit #{id}, by date
                </caption>
                <thead className="border-b bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="p-3">
                      Date
                    </th>
                    <th scope="col" className="p-3">
                      Description
                    </th>
                    <th scope="col" className="p-3">
                      Donor
                    </th>
                    <th scope="col" className="p-3">
                      Campaign
                    </th>
                    <th scope="col" className="p-3 text-right">
                      Gross
                    </th>
                    <th scope="col" className="p-3 text-right">
                      Fee
                    </th>
                    <th scope="col" className="p-3 text-right">
                      Net
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {lines.map((line, i) => (
                    <tr key={i}>
                      <td className="whitespace-nowrap p-3">{dayOf(line.date)}</td>
                      <td className="p-3">{line.description}</td>
                      <td className="p-3">{line.donor ?? '—'}</td>
                      <td className="p-3">{line.campaign ?? '—'}</td>
                      <td className={money}>{formatDollars(line.gross_cents)}</td>
                      <td className={money}>{formatDollars(line.fee_cents)}</td>
                      <td className={money}>{formatDollars(line.net_cents)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t-2 border-slate-300 font-semibold">
                  <tr>
                    <th scope="row" colSpan={4} className="p-3">
                      Total
                    </th>
                    <td className={money}>{formatDollars(sum((line) => line.gross_cents))}</td>
                    <td className={money}>{formatDollars(sum((line) => line.fee_cents))}</td>
                    <td className={money}>
                      <strong className="text-navy-900">{formatDollars(sum((line) => line.net_cents))}</strong>
                    </td>
                  </tr>
                </tfoot>
              </table>
            </ScrollRegion>
          )}
        </>
      )}
    </section>
  )
}

const checkLabel = (check: UndepositedCheck) =>
  [check.donor_name || 'Unnamed donor', check.check_number ? `check no. ${check.check_number}` : 'no check number', check.received_on && `received ${dayOf(check.received_on)}`]
    .filter(Boolean)
    .join(', ')
const matches = (check: UndepositedCheck, words: string) => !words || [check.donor_name, check.check_number].some((text) => text?.toLocaleLowerCase('en-US').includes(words.toLocaleLowerCase('en-US')))

/**
 * A bank deposit of checks: the checks that arrived and are in no deposit yet (found by donor or
 * number; one chosen stays in view), their running total said as they are chosen, the day they
 * went to the bank, and "Record the deposit". A refusal is said on the checks or on the day, which
 * gets the focus; the deposit recorded opens above.
 */
function DepositChecks({ onRecorded }: { onRecorded: (deposit: DepositDetail) => Promise<void> }) {
  const checks = useApiData('GET /api/admin/checks/undeposited')
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set())
  const [search, setSearch] = useState('')
  const [day, setDay] = useState(() => localDay())
  const [errors, setErrors] = useState<{ checks: Said; day: Said }>({ checks: SILENT, day: SILENT })
  const [problem, setProblem] = useState('')
  const [sending, setSending] = useState(false)
  const noteSender = useSendFocus(sending)
  const checksRefusal = useRef<HTMLParagraphElement>(null)

  const listed = checks.data ?? []
  // A check deposited meanwhile (another tab, a 409) leaves the list, and the choice.
  const picked = listed.filter((check) => chosen.has(check.donation_id))
  const words = search.trim()
  const shown = listed.filter((check) => chosen.has(check.donation_id) || matches(check, words))
  const total = checksWords(
    picked.length,
    picked.reduce((cents, check) => cents + check.amount_cents, 0),
  )
  const toggle = (id: number, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const refuseChecks = (message: string) => {
    setErrors((before) => ({ checks: sayNext(before.checks, message), day: SILENT }))
    // Once it shows the refusal (it is hidden while empty).
    requestAnimationFrame(() => checksRefusal.current?.focus())
  }

  const record = async (event: FormEvent) => {
    event.preventDefault()
    setProblem('')
    if (picked.length === 0) return refuseChecks(DEPOSIT_MESSAGES.checks)
    noteSender()
    setSending(true)
    const result = await callApi('POST /api/admin/deposits', { body: { deposited_on: day, donation_ids: picked.map((check) => check.donation_id) } })
    setSending(false)
    if (!result.ok) {
      const fields = result.fields ?? {}
      if (result.status === 409 || fields.donation_ids) {
        refuseChecks(fields.donation_ids ?? result.detail)
        // A check already deposited leaves the list.
        if (result.status === 409) await checks.mutate()
      } else if (fields.deposited_on) {
        setErrors((before) => ({ checks: SILENT, day: sayNext(before.day, fields.deposited_on!) }))
        document.getElementById('deposit-day')?.focus()
      } else setProblem(failureText(result, 'The deposit could not be recorded. Please try again.'))
      return
    }
    setErrors({ checks: SILENT, day: SILENT })
    setChosen(new Set())
    await Promise.all([checks.mutate(), onRecorded(result.data)])
  }

  const checksInvalid = Boolean(errors.checks.text)
  const dayInvalid = Boolean(errors.day.text)
  return (
    <section aria-labelledby="deposit-checks-title" className="mt-10 rounded-lg bg-white p-5 shadow-sm">
      <h2 id="deposit-checks-title" className="text-lg font-bold">
        Deposit checks
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Choose the checks you took to the bank together, as the deposit slip lists them: they become one deposit, whose net is that line of the bank statement. A check goes into one deposit only.
      </p>
      <form onSubmit={record} noValidate className="mt-4 space-y-4">
        <div className="max-w-md">
          <label htmlFor="deposit-search" className="block text-sm font-semibold text-navy-900">
            Find a check
          </label>
          <input
            id="deposit-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby="deposit-search-hint"
            className={inputClass(false)}
            autoComplete="off"
          />
          <p id="deposit-search-hint" className="mt-1 text-sm text-slate-600">
            By the donor’s name or the check number. Checks you chose stay listed.
          </p>
        </div>
        <fieldset aria-describedby={checksInvalid ? 'deposit-checks-error' : undefined}>
          <legend className="text-sm font-semibold text-navy-900">Checks not yet deposited</legend>
          {checks.error ? (
            <p role="alert" className="mt-2 text-red-700">
              {failureText(checks.error as ApiFailure, 'The checks could not be loaded. Please reload the page.')}
            </p>
          ) : !checks.data ? (
            <p className="mt-2">Loading…</p>
          ) : listed.length === 0 ? (
            <p className="mt-2 text-slate-700">Every check that arrived is in a deposit.</p>
          ) : shown.length === 0 ? (
            <p className="mt-2 text-slate-700">No check matches “{words}”.</p>
          ) : (
            <ul className={`mt-2 divide-y rounded border p-1 ${checksInvalid ? 'border-red-600' : 'border-slate-200'} ${shown.length > CHECKS_BEFORE_SCROLL ? 'max-h-[32rem] overflow-y-auto' : ''}`}>
              {shown.map((check) => (
                <li key={check.donation_id}>
                  <label className="flex cursor-pointer items-start gap-3 rounded p-2 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      checked={chosen.has(check.donation_id)}
                      onChange={(event) => toggle(check.donation_id, event.target.checked)}
                      className="mt-0.5 h-5 w-5 shrink-0 accent-navy-900"
                    />
                    <span className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-4">
                      <span className="break-words">{checkLabel(check)}: </span>
                      <strong className="tabular-nums">{formatDollars(check.amount_cents)}</strong>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {listed.length >= CHECKS_LISTED && <p className="mt-2 text-sm text-slate-700">The {CHECKS_LISTED} oldest checks are listed: once they are deposited, the rest show.</p>}
          <Refusal id="deposit-checks-error" said={errors.checks} ref={checksRefusal} />
        </fieldset>
        <LiveRegion className="font-semibold text-navy-900">{picked.length ? total : 'No checks chosen'}</LiveRegion>
        <div className="max-w-xs">
          <label htmlFor="deposit-day" className="block text-sm font-semibold text-navy-900">
            Deposited on
          </label>
          <input
            id="deposit-day"
            type="date"
            value={day}
            max={localDay()}
            onChange={(event) => setDay(event.target.value)}
            aria-invalid={dayInvalid}
            aria-describedby={dayInvalid ? 'deposit-day-error' : 'deposit-day-hint'}
            className={inputClass(dayInvalid)}
          />
          <Refusal id="deposit-day-error" said={errors.day} />
          {!dayInvalid && (
            <p id="deposit-day-hint" className="mt-1 text-sm text-slate-600">
              The day on the deposit slip.
            </p>
          )}
        </div>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <button type="submit" className={navyButton} disabled={sending}>
          {sending ? 'Recording…' : 'Record the deposit'}
        </button>
      </form>
    </section>
  )
}
