'use client'

import { useState } from 'react'

import type { PendingPhoto } from '@/contracts/gallery'
import { callApi } from '@/contracts/client'
import { formatDateTime } from '@/lib/dates'

import { useToast } from '../ui/Toaster.client'
import { Dialog } from '../ui/Dialog.client'

import { useApiData } from './useApiData'

export function GalleryAdmin() {
  const toast = useToast()
  const { data: photos, mutate, isLoading } = useApiData('GET /api/gallery/admin/pending')
  const [viewing, setViewing] = useState<PendingPhoto | null>(null)

  const approve = async (photo: PendingPhoto) => {
    const result = await callApi('PUT /api/gallery/admin/{id}/approve', { params: { id: photo.id }, body: { approved: true } })
    if (!result.ok) return toast('Failed to approve photo', 'error')
    toast('Photo approved successfully', 'success')
    setViewing(null)
    await mutate()
  }
  const reject = async (photo: PendingPhoto) => {
    if (!window.confirm('Are you sure you want to reject and delete this photo?')) return
    const result = await callApi('DELETE /api/gallery/admin/{id}', { params: { id: photo.id } })
    if (!result.ok) return toast('Failed to delete photo', 'error')
    toast('Photo rejected and deleted', 'success')
    setViewing(null)
    await mutate()
  }

  return (
    <div>
      <h1 className="text-2xl font-bold">Photos Awaiting Review</h1>
      {isLoading && <p className="mt-6">Loading…</p>}
      {photos?.length === 0 && <p className="mt-6 text-slate-700">No photos are waiting for review.</p>}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {photos?.map((photo) => (
          <li key={photo.id} className="overflow-hidden rounded-lg bg-white shadow-sm" data-testid="pending-photo">
            {/* eslint-disable-next-line @next/next/no-img-element -- a signed, staff-only image */}
            <img src={photo.thumbnail_url ?? photo.url} alt={photo.title} className="aspect-square w-full object-cover" />
            <div className="p-4">
              <h2 className="font-semibold">{photo.title}</h2>
              <p className="text-sm text-slate-600">by {photo.uploader_name}</p>
              <div className="mt-3 flex gap-2 text-sm">
                <button type="button" onClick={() => setViewing(photo)} className="rounded border border-slate-300 px-3 py-1">
                  View
                </button>
                <button type="button" onClick={() => approve(photo)} className="rounded bg-green-700 px-3 py-1 font-semibold text-white">
                  Approve
                </button>
                <button type="button" onClick={() => reject(photo)} className="rounded bg-red-700 px-3 py-1 font-semibold text-white">
                  Reject
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Dialog title={viewing?.title ?? 'Photo'} open={viewing !== null} onClose={() => setViewing(null)}>
        {viewing && (
          <div className="space-y-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- a signed, staff-only image */}
            <img src={viewing.url} alt={viewing.title} className="max-h-[50vh] w-full rounded object-contain" />
            <dl className="grid grid-cols-[8rem_1fr] gap-1 text-sm">
              <dt className="font-semibold">Description</dt>
              <dd>{viewing.description || '—'}</dd>
              <dt className="font-semibold">Uploader</dt>
              <dd>{viewing.uploader_name}</dd>
              <dt className="font-semibold">Email</dt>
              <dd>{viewing.uploader_email}</dd>
              <dt className="font-semibold">Submitted</dt>
              <dd>{formatDateTime(viewing.submitted_at)}</dd>
              <dt className="font-semibold">Consent</dt>
              <dd>{viewing.consent_signed ? 'Signed' : 'Not signed'}</dd>
            </dl>
            <div className="flex gap-2">
              <button type="button" onClick={() => approve(viewing)} className="rounded bg-green-700 px-3 py-1.5 font-semibold text-white">
                Approve
              </button>
              <button type="button" onClick={() => reject(viewing)} className="rounded bg-red-700 px-3 py-1.5 font-semibold text-white">
                Reject
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </div>
  )
}
