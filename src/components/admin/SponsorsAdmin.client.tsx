'use client'

import { useState } from 'react'

import type { SponsorTierOut } from '@/contracts/sponsors'
import { callApi } from '@/contracts/client'
import { formatDollars } from '@/lib/money'

import { useToast } from '../ui/Toaster.client'
import { ScrollRegion } from './ScrollRegion'
import { Dialog } from '../ui/Dialog.client'
import { SponsorTierForm } from './SponsorTierForm.client'
import { SponsorshipsAdmin } from './SponsorshipsAdmin.client'
import { useApiData } from './useApiData'

export function SponsorsAdmin() {
  const toast = useToast()
  const { data: tiers, mutate, isLoading } = useApiData('GET /api/sponsors/admin')
  const [editing, setEditing] = useState<SponsorTierOut | 'new' | null>(null)

  const remove = async (tier: SponsorTierOut) => {
    if (!window.confirm(`Delete the sponsor tier “${tier.name}”?`)) return
    const result = await callApi('DELETE /api/sponsors/admin/{id}', { params: { id: tier.id } })
    if (!result.ok) return toast('Failed to delete sponsor tier', 'error')
    toast('Sponsor tier deleted successfully', 'success')
    await mutate()
  }

  return (
    <div>
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">Sponsor Tiers</h1>
        <button type="button" onClick={() => setEditing('new')} className="rounded bg-navy-900 px-4 py-2 font-semibold text-white">
          New Tier
        </button>
      </div>
      <ScrollRegion label="Sponsor tiers" className="mt-6 rounded-lg bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="border-b bg-slate-50 text-slate-700">
            <tr>
              <th className="p-3">Name</th>
              <th className="p-3">Amount</th>
              <th className="p-3">Status</th>
              <th className="p-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {isLoading && (
              <tr>
                <td colSpan={4} className="p-3">
                  Loading…
                </td>
              </tr>
            )}
            {tiers?.length === 0 && (
              <tr>
                <td colSpan={4} className="p-3">
                  No sponsor tiers yet
                </td>
              </tr>
            )}
            {tiers?.map((tier) => (
              <tr key={tier.id} className="border-b last:border-0">
                <td className="p-3 font-semibold">{tier.name}</td>
                <td className="p-3">{formatDollars(tier.amount_cents)}</td>
                <td className="p-3">{tier.is_active ? 'Active' : 'Inactive'}</td>
                <td className="space-x-3 whitespace-nowrap p-3 text-right">
                  <button type="button" onClick={() => setEditing(tier)} className="text-navy-800 underline" aria-label={`Edit ${tier.name}`}>
                    Edit
                  </button>
                  <button type="button" onClick={() => remove(tier)} className="text-red-700 underline" aria-label={`Delete ${tier.name}`}>
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Dialog title={editing === 'new' ? 'New Sponsor Tier' : 'Edit Sponsor Tier'} open={editing !== null} onClose={() => setEditing(null)}>
        <SponsorTierForm
          tier={editing === 'new' ? null : editing}
          onSaved={async () => {
            // The list first: an Edit opened right after shows what was saved.
            await mutate()
            setEditing(null)
          }}
        />
      </Dialog>
      <SponsorshipsAdmin tiers={tiers} />
    </div>
  )
}
