'use client'

import { useState } from 'react'

import type { SponsorTierOut, StaffSponsorship } from '@/contracts/sponsors'
import { callApi } from '@/contracts/client'
import { formatShortDate } from '@/lib/dates'
import { formatDollars } from '@/lib/money'

import { Dialog } from '../ui/Dialog.client'
import { useToast } from '../ui/Toaster.client'
import { RecordSponsorshipForm } from './RecordSponsorshipForm.client'
import { ScrollRegion } from './ScrollRegion'
import { useApiData } from './useApiData'

const PAID_BY: Record<string, string> = { card: 'Card', check: 'Check' }
const STATUS: Record<string, string> = { paid: 'Paid', held: 'Paying now', expired: 'Not paid (hold ran out)', failed: 'Not paid' }

/** The sponsors who bought a tier online or by check: their logo looked at, then shown on /sponsors. */
export function SponsorshipsAdmin({ tiers }: { tiers: SponsorTierOut[] | undefined }) {
  const toast = useToast()
  const { data: sponsorships, mutate, isLoading } = useApiData('GET /api/admin/sponsorships')
  const [recording, setRecording] = useState(false)

  const approve = async (sponsorship: StaffSponsorship) => {
    const result = await callApi('POST /api/admin/sponsorships/{id}/approve', { params: { id: sponsorship.id } })
    if (!result.ok) return toast(result.detail || 'The sponsor could not be approved', 'error')
    toast(`${sponsorship.company} now shows on the Sponsors page`, 'success')
    await mutate()
  }

  return (
    <div className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">Sponsorships</h2>
        <button type="button" onClick={() => setRecording(true)} className="rounded border border-navy-900 px-4 py-2 font-semibold text-navy-900">
          Record a check
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-600">A paid sponsor shows under “Our sponsors” once approved here, with the logo they sent.</p>
      <ScrollRegion label="Sponsorships" className="mt-4 rounded-lg bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="border-b bg-slate-50 text-slate-700">
            <tr>
              <th className="p-3">Sponsor</th>
              <th className="p-3">Tier</th>
              <th className="p-3">Payment</th>
              <th className="p-3">Logo</th>
              <th className="p-3">On the Sponsors page</th>
            </tr>
          </thead>
          <tbody>
            {isLoading && (
              <tr>
                <td colSpan={5} className="p-3">
                  Loading…
                </td>
              </tr>
            )}
            {sponsorships?.length === 0 && (
              <tr>
                <td colSpan={5} className="p-3">
                  No sponsorships yet
                </td>
              </tr>
            )}
            {sponsorships?.map((s) => (
              <SponsorshipRow key={s.id} sponsorship={s} onApprove={() => approve(s)} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Dialog title="Record a sponsorship paid by check" open={recording} onClose={() => setRecording(false)}>
        <RecordSponsorshipForm
          tiers={tiers ?? []}
          onSaved={async () => {
            await mutate()
            setRecording(false)
          }}
        />
      </Dialog>
    </div>
  )
}

function SponsorshipRow({ sponsorship: s, onApprove }: { sponsorship: StaffSponsorship; onApprove: () => void }) {
  return (
    <tr className="border-b align-top last:border-0">
      <td className="p-3">
        <span className="font-semibold">{s.company}</span>
        <br />
        {s.contact_name}, <a href={`mailto:${s.email}`}>{s.email}</a>
        {s.website && (
          <>
            <br />
            <a href={s.website} rel="noopener noreferrer" target="_blank" className="text-navy-800 underline">
              {s.website}
            </a>
          </>
        )}
      </td>
      <td className="p-3">{s.tier}</td>
      <td className="whitespace-nowrap p-3">
        {formatDollars(s.amount_cents)} · {PAID_BY[s.method] ?? s.method}
        <br />
        {STATUS[s.status] ?? s.status}
        {s.paid_at && ` ${formatShortDate(s.paid_at)}`}
      </td>
      <td className="p-3">
        {s.logo_preview_url ? (
          // eslint-disable-next-line @next/next/no-img-element -- a signed, staff-only image
          <img src={s.logo_preview_url} alt={`Logo sent by ${s.company}`} className="max-h-16 max-w-40 object-contain" />
        ) : (
          'None sent yet'
        )}
      </td>
      <td className="p-3">
        {s.approved ? (
          'Shown'
        ) : s.status === 'paid' ? (
          <button type="button" onClick={onApprove} className="text-navy-800 underline" aria-label={`Approve ${s.company}`}>
            Approve
          </button>
        ) : (
          'Not until paid'
        )}
      </td>
    </tr>
  )
}
