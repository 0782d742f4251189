import type { TributeSummary } from '@/contracts/tributes'
import { TRIBUTE_KIND_LABELS } from '@/contracts/donate'
import { TRIBUTE_SEARCH_MAX } from '@/contracts/tributes'

import { SiteLink } from '../SiteLink'

const giftsWord = (count: number) => `${count} ${count === 1 ? 'gift' : 'gifts'}`

/**
 * Finding a tribute page by name: a plain GET form (no script needed), answered by
 * /tributes?q=… (src/proxy.ts renders it per request). `results` undefined: nothing asked yet.
 */
export function TributeSearch({ query = '', results }: { query?: string; results?: TributeSummary[] | { problem: string } }) {
  const problem = results && 'problem' in results ? results.problem : null
  return (
    <div className="mx-auto max-w-2xl">
      <form method="get" action="/tributes" role="search" aria-label="Tribute pages" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex-1 font-semibold text-navy-900">
          Their name
          <input
            name="q"
            type="search"
            defaultValue={query}
            maxLength={TRIBUTE_SEARCH_MAX}
            autoComplete="off"
            aria-describedby={problem ? 'tribute-search-problem' : undefined}
            aria-invalid={problem ? true : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-400 px-4 py-3 text-lg font-normal"
          />
        </label>
        <button type="submit" className="rounded-lg bg-navy-800 px-6 py-3 text-lg font-semibold text-white hover:bg-navy-900">
          Find
        </button>
      </form>
      {problem && (
        <p id="tribute-search-problem" className="mt-3 font-semibold text-red-800">
          {problem}
        </p>
      )}
      {Array.isArray(results) && (
        <section aria-labelledby="tribute-results-title" className="mt-8">
          <h2 id="tribute-results-title" className="text-xl font-bold" tabIndex={-1}>
            {results.length === 0 ? `No tribute page has a name with “${query}”` : `Tribute pages with “${query}”`}
          </h2>
          {results.length === 0 ? (
            <p className="mt-2 text-slate-700">Pages are made when the first gift in someone’s name arrives. Check the spelling, or try part of the name.</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200 rounded-lg bg-white shadow-sm">
              {results.map((page) => (
                <li key={page.slug} className="px-4 py-3">
                  <SiteLink href={`/tributes/${page.slug}`} className="text-lg font-semibold text-navy-800 underline-offset-4 hover:underline">
                    {page.name}
                  </SiteLink>
                  <span className="block text-slate-700">
                    {TRIBUTE_KIND_LABELS[page.kind]} · {giftsWord(page.gift_count)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  )
}
