'use client'

import { useState } from 'react'

import { TRIBUTE_KIND_LABELS } from '@/contracts/donate'
import { callApi } from '@/contracts/client'
import type { StaffTribute } from '@/contracts/tributes'
import { formatDollars } from '@/lib/money'

import { navyButton } from '../ui/buttons'
import { Dialog } from '../ui/Dialog.client'
import { useToast } from '../ui/Toaster.client'
import { TributeForm } from './TributeForm.client'
import { useApiData } from './useApiData'

const stateOf = (page: StaffTribute) => (page.merged_into ? `Merged into ${page.merged_into.name}` : page.hidden ? 'Hidden' : 'Shown')

/** Tribute pages: find one, change what it shows, hide it, or merge it into the page of the same person. */
export function TributesAdmin() {
  const toast = useToast()
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState('')
  const { data: pages, mutate, isLoading } = useApiData('GET /api/admin/tributes', { query: query ? { q: query } : {} })
  const [editing, setEditing] = useState<StaffTribute | null>(null)
  const [merging, setMerging] = useState<StaffTribute | null>(null)
  const [into, setInto] = useState('')

  const merge = async () => {
    if (!merging || !into) return
    const target = pages?.find((page) => page.id === Number(into))
    const result = await callApi('POST /api/admin/tributes/{id}/merge', { params: { id: merging.id }, body: { into: Number(into) } })
    if (!result.ok) return toast(result.detail || 'Failed to merge the pages', 'error')
    toast(`${merging.name}’s page is merged into ${target?.name ?? 'the other page'}`, 'success')
    setMerging(null)
    await mutate()
  }
  const targets = (pages ?? []).filter((page) => page.id !== merging?.id && !page.merged_into)

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold">Tribute Pages</h1>
        <form
          role="search"
          aria-label="Tribute pages"
          onSubmit={(event) => {
            event.preventDefault()
            setQuery(typed.trim())
          }}
          className="flex items-end gap-2"
        >
          <label className="text-sm font-semibold">
            Name
            <input value={typed} onChange={(event) => setTyped(event.target.value)} type="search" className="ml-2 rounded border border-slate-300 px-2 py-1 font-normal" />
          </label>
          <button type="submit" className="rounded border border-slate-300 bg-white px-3 py-1 text-sm font-semibold">
            Find
          </button>
        </form>
      </div>
      {isLoading && <p className="mt-6">Loading…</p>}
      {pages?.length === 0 && (
        <p className="mt-6 text-slate-700">{query ? `No tribute page has “${query}” in its name.` : 'No tribute pages yet: each is made by the first gift in someone’s name.'}</p>
      )}
      {pages && pages.length > 0 && (
        <div className="mt-6 overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Tribute pages, newest first</caption>
            <thead className="border-b border-slate-200 bg-slate-50">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Name
                </th>
                <th scope="col" className="px-3 py-2">
                  Gifts
                </th>
                <th scope="col" className="px-3 py-2">
                  Total
                </th>
                <th scope="col" className="px-3 py-2">
                  Page
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {pages.map((page) => (
                <tr key={page.id} data-testid="tribute-row">
                  <th scope="row" className="px-3 py-2 font-semibold">
                    {page.name}
                    <span className="block font-normal text-slate-600">
                      {TRIBUTE_KIND_LABELS[page.kind]} · /tributes/{page.slug}
                    </span>
                  </th>
                  <td className="px-3 py-2">{page.gift_count}</td>
                  <td className="px-3 py-2">
                    {formatDollars(page.total_cents)}
                    {page.show_total ? ' (shown)' : ''}
                  </td>
                  <td className="px-3 py-2">{stateOf(page)}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    <button type="button" onClick={() => setEditing(page)} className="rounded border border-slate-300 px-3 py-1" aria-label={`Edit ${page.name}’s page`}>
                      Edit
                    </button>
                    {!page.merged_into && (
                      <button
                        type="button"
                        onClick={() => {
                          setInto('')
                          setMerging(page)
                        }}
                        className="ml-2 rounded border border-slate-300 px-3 py-1"
                        aria-label={`Merge ${page.name}’s page into another`}
                      >
                        Merge
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Dialog title={editing ? `${editing.name}’s page` : 'Tribute page'} open={editing !== null} onClose={() => setEditing(null)}>
        {editing && (
          <TributeForm
            key={editing.id}
            tribute={editing}
            onSaved={async () => {
              setEditing(null)
              await mutate()
            }}
          />
        )}
      </Dialog>
      <Dialog title={merging ? `Merge ${merging.name}’s page` : 'Merge'} open={merging !== null} onClose={() => setMerging(null)}>
        {merging && (
          <div className="space-y-4">
            <p>Its {merging.gift_count} gift(s) move to the page you choose, and its address leads there. This cannot be undone here.</p>
            <label className="block font-semibold">
              The same person’s page
              <select value={into} onChange={(event) => setInto(event.target.value)} className="mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-2 font-normal">
                <option value="">Choose a page</option>
                {targets.map((page) => (
                  <option key={page.id} value={page.id}>
                    {page.name} (/tributes/{page.slug})
                  </option>
                ))}
              </select>
            </label>
            <button type="button" onClick={merge} disabled={!into} className={navyButton}>
              Merge the pages
            </button>
          </div>
        )}
      </Dialog>
    </div>
  )
}
