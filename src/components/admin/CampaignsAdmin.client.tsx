'use client'

import { useSearchParams } from 'next/navigation'
import { useState } from 'react'

import type { AdminCampaign } from '@/contracts/campaigns'
import { callApi } from '@/contracts/client'
import { formatCompactDateTime } from '@/lib/dates'
import { formatDollars } from '@/lib/money'

import { useToast } from '../ui/Toaster.client'
import { CampaignForm } from './CampaignForm.client'
import { Dialog } from '../ui/Dialog.client'
import { ScrollRegion } from './ScrollRegion'
import { useApiData } from './useApiData'

export function CampaignsAdmin() {
  const toast = useToast()
  const { data: campaigns, mutate, isLoading } = useApiData('GET /api/admin/campaigns')
  const [editing, setEditing] = useState<AdminCampaign | 'new' | null>(useSearchParams().get('new') ? 'new' : null)

  const remove = async (campaign: AdminCampaign) => {
    if (!window.confirm(`Delete the campaign “${campaign.title}”? This cannot be undone.`)) return
    const result = await callApi('DELETE /api/admin/campaigns/{id}', { params: { id: campaign.id } })
    if (!result.ok) return toast(result.status === 409 ? result.detail : 'Failed to delete campaign', 'error')
    toast('Campaign deleted successfully', 'success')
    await mutate()
  }

  return (
    <div>
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">Campaigns</h1>
        <button type="button" onClick={() => setEditing('new')} className="rounded bg-navy-900 px-4 py-2 font-semibold text-white">
          New Campaign
        </button>
      </div>
      <ScrollRegion label="Campaigns" className="mt-6 rounded-lg bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="border-b bg-slate-50 text-slate-700">
            <tr>
              <th className="p-3">Title</th>
              <th className="p-3">Dates</th>
              <th className="p-3">Raised</th>
              <th className="p-3">Donors</th>
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
            {campaigns?.length === 0 && (
              <tr>
                <td colSpan={6} className="p-3">
                  No campaigns yet
                </td>
              </tr>
            )}
            {campaigns?.map((campaign) => (
              <tr key={campaign.id} className="border-b last:border-0">
                <td className="p-3">
                  <span className="font-semibold">{campaign.title}</span>
                  <span className="block text-xs text-slate-600">/campaigns/{campaign.slug}</span>
                </td>
                <td className="whitespace-nowrap p-3">
                  {formatCompactDateTime(campaign.starts_at)} – {formatCompactDateTime(campaign.ends_at)}
                </td>
                <td className="whitespace-nowrap p-3">
                  {formatDollars(campaign.raised_cents)} of {formatDollars(campaign.goal_cents)}
                </td>
                <td className="p-3">{campaign.donor_count}</td>
                <td className="p-3">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${campaign.is_published ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}>
                    {campaign.is_published ? 'Published' : 'Draft'}
                  </span>
                </td>
                <td className="space-x-3 whitespace-nowrap p-3 text-right">
                  <button type="button" onClick={() => setEditing(campaign)} className="text-navy-800 underline" aria-label={`Edit ${campaign.title}`}>
                    Edit
                  </button>
                  <button type="button" onClick={() => remove(campaign)} className="text-red-700 underline" aria-label={`Delete ${campaign.title}`}>
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Dialog title={editing === 'new' ? 'New Campaign' : 'Edit Campaign'} open={editing !== null} onClose={() => setEditing(null)}>
        <CampaignForm
          campaign={editing === 'new' ? null : editing}
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
