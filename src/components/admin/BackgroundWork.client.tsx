'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'
import type { BackupOverview } from '@/contracts/jobs'
import { byteSize } from '@/lib/byteSize'
import { formatCompactDateTime } from '@/lib/dates'

import { secondaryButton } from '../ui/buttons'
import { useToast } from '../ui/Toaster.client'

import { useApiData } from './useApiData'

/** The nightly backup: the last archive made, or that none has been for a day (in red), and the next. */
function LastBackup({ backup }: { backup: BackupOverview }) {
  const last = backup.last_success
  if (!backup.configured) return <>Off: no BACKUP_KEY is set, so no backup is made.</>
  return (
    <>
      {backup.overdue && <span className="block font-semibold text-red-800">None in the last 26 hours</span>}
      {last ? (
        <>
          <span className="block font-semibold">{formatCompactDateTime(last.finished_at)}</span>
          <span className="block break-words text-slate-700">
            {last.archive} ({byteSize(last.bytes)})
          </span>
        </>
      ) : (
        !backup.overdue && <span className="block font-semibold">None yet</span>
      )}
      {backup.last_failure && (
        <span className="mt-1 block break-words text-red-800">
          Failed {formatCompactDateTime(backup.last_failure.failed_at)}: {backup.last_failure.error}
        </span>
      )}
      {backup.next_at && <span className="mt-1 block text-slate-700">Next: {formatCompactDateTime(backup.next_at)}</span>}
    </>
  )
}

/**
 * Mail and later work on the dashboard: how much is waiting, what failed for good (why, with a
 * Retry), what the last nightly check against Stripe found, how many requests met an error of the
 * website's own in the last day (admins are mailed the details hourly), and the last backup.
 * Nothing fails out of sight.
 */
export function BackgroundWork() {
  const { data, mutate } = useApiData('GET /api/admin/jobs', undefined, { refreshInterval: 15_000 })
  const toast = useToast()
  const [retrying, setRetrying] = useState<number | null>(null)

  const retry = async (id: number) => {
    setRetrying(id)
    const result = await callApi('POST /api/admin/jobs/{id}/retry', { params: { id } })
    setRetrying(null)
    toast(result.ok ? result.data.message : result.detail, result.ok ? 'success' : 'error')
    await mutate()
  }

  const last = data?.last_reconciliation
  return (
    <section aria-labelledby="background-work" className="mt-10">
      <h2 id="background-work" className="text-lg font-bold">
        Mail and background work
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="rounded-lg bg-white p-5 shadow-sm">
          <dt className="text-sm text-slate-600">Mail waiting to go</dt>
          <dd className="mt-1 text-3xl font-bold text-navy-900">{data ? data.waiting : '…'}</dd>
        </div>
        <div className="rounded-lg bg-white p-5 shadow-sm">
          <dt className="text-sm text-slate-600">Last nightly check against Stripe</dt>
          <dd className="mt-1 text-sm text-slate-800">
            {!data ? (
              '…'
            ) : last ? (
              <>
                <span className="block font-semibold">
                  {formatCompactDateTime(last.finished_at)}: {last.differences === 0 ? 'nothing to fix' : `${last.differences} fixed`}
                </span>
                {last.differences > 0 && <span className="mt-1 block whitespace-pre-line text-slate-700">{last.report.split('\n').slice(1, -1).join('\n')}</span>}
              </>
            ) : (
              'Not run yet'
            )}
          </dd>
        </div>
        <div className="rounded-lg bg-white p-5 shadow-sm">
          <dt className="text-sm text-slate-600">Errors in the last day</dt>
          <dd className="mt-1 text-3xl font-bold text-navy-900" data-testid="errors-last-day">
            {data ? data.errors_last_day : '…'}
          </dd>
        </div>
        <div className="rounded-lg bg-white p-5 shadow-sm">
          <dt className="text-sm text-slate-600">Last backup</dt>
          <dd className="mt-1 text-sm text-slate-800" data-testid="last-backup">
            {data ? <LastBackup backup={data.backup} /> : '…'}
          </dd>
        </div>
      </dl>
      <h3 className="mt-6 font-bold">Failed</h3>
      {data && data.failed.length === 0 && <p className="mt-2 text-slate-700">Nothing has failed.</p>}
      {data && data.failed.length > 0 && (
        <ul className="mt-2 space-y-3">
          {data.failed.map((job) => (
            <li key={job.id} className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-red-200 bg-white p-4 shadow-sm">
              <div className="min-w-0">
                <p className="font-semibold">
                  {job.task}
                  {job.about && <span className="font-normal text-slate-700"> ({job.about})</span>}
                </p>
                <p className="break-words text-sm text-red-800">{job.error}</p>
                <p className="text-sm text-slate-600">
                  Tried {job.tries} time{job.tries === 1 ? '' : 's'}, last on {formatCompactDateTime(job.failed_at)}
                </p>
              </div>
              <button type="button" className={secondaryButton} onClick={() => retry(job.id)} disabled={retrying === job.id}>
                {retrying === job.id ? 'Retrying…' : 'Retry'}
                <span className="sr-only">
                  {' '}
                  {job.task}
                  {job.about && ` (${job.about})`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
