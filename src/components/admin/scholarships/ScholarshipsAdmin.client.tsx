'use client'

import Link from 'next/link'
import { useState } from 'react'

import type { AdminRound } from '@/contracts/scholarshipReview'
import { formatCompactDateTime, formatLongDate } from '@/lib/dates'
import { formatDollars } from '@/lib/money'

import { Dialog } from '../../ui/Dialog.client'
import { ScrollRegion } from '../ScrollRegion'
import { useApiData } from '../useApiData'
import { RoundForm } from './RoundForm.client'

const PHASES = { upcoming: 'Opens later', open: 'Open', closed: 'Closed' } as const

/** The rounds: each with its dates, applications and decisions; a dialog to make or change one; its ranking a page of its own. */
export function ScholarshipsAdmin() {
  const { data: rounds, mutate, isLoading, error } = useApiData('GET /api/admin/scholarships')
  const [editing, setEditing] = useState<AdminRound | 'new' | null>(null)
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Scholarships</h1>
        <button type="button" onClick={() => setEditing('new')} className="rounded bg-navy-900 px-4 py-2 font-semibold text-white">
          New round
        </button>
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">
        A round takes applications between its dates; reviewers score the submitted ones blind; once it has closed, its ranking leads to the decisions, mailed once to every applicant.
      </p>
      <ScrollRegion label="Scholarship rounds" className="mt-6 rounded-lg bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="border-b bg-slate-50 text-slate-700">
            <tr>
              <th className="p-3">Round</th>
              <th className="p-3">Dates</th>
              <th className="p-3">Awards</th>
              <th className="p-3">Applications</th>
              <th className="p-3">Status</th>
              <th className="p-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {isLoading && (
              <tr>
                <td colSpan={6} className="p-3">
                  Loading…
                </td>
              </tr>
            )}
            {error && (
              <tr>
                <td colSpan={6} className="p-3 text-red-700" role="alert">
                  The rounds could not be loaded. Please reload the page.
                </td>
              </tr>
            )}
            {rounds?.length === 0 && (
              <tr>
                <td colSpan={6} className="p-3">
                  No rounds yet
                </td>
              </tr>
            )}
            {rounds?.map((round) => (
              <tr key={round.id} className="border-b last:border-0" data-testid={`round-${round.slug}`}>
                <td className="p-3">
                  <span className="font-semibold">{round.title}</span>
                  <span className="block text-xs text-slate-600">/scholarships/{round.slug}</span>
                </td>
                <td className="whitespace-nowrap p-3">
                  {formatCompactDateTime(round.opens_at)} – {formatCompactDateTime(round.closes_at)}
                </td>
                <td className="whitespace-nowrap p-3">
                  {round.awards_count} × {formatDollars(round.award_cents)}
                </td>
                <td className="p-3">
                  {round.submitted} submitted of {round.applications}
                </td>
                <td className="p-3">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${round.is_published ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}>
                    {round.is_published ? 'Published' : 'Draft'}
                  </span>{' '}
                  {PHASES[round.phase]}
                  {round.decisions_sent_at && <span className="block text-xs text-slate-600">Decisions sent {formatLongDate(round.decisions_sent_at)}</span>}
                </td>
                <td className="space-x-3 whitespace-nowrap p-3 text-right">
                  <button type="button" onClick={() => setEditing(round)} className="text-navy-800 underline" aria-label={`Edit ${round.title}`}>
                    Edit
                  </button>
                  <Link href={`/admin/scholarships/${round.id}`} className="text-navy-800 underline" aria-label={`Ranking and decisions of ${round.title}`}>
                    Ranking and decisions
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Dialog title={editing === 'new' ? 'New round' : 'Edit round'} open={editing !== null} onClose={() => setEditing(null)}>
        <RoundForm
          round={editing === 'new' ? null : editing}
          onSaved={async () => {
            // The list first: an Edit opened right after shows what was saved.
            await mutate()
            setEditing(null)
          }}
        />
      </Dialog>
    </div>
  )
}
