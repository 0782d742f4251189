'use client'

import { GivingByMonth } from './GivingByMonth'
import { useApiData } from './useApiData'

/** The dashboard's last twelve months of giving, for fundraising staff. */
export function GivingAtAGlance() {
  const { data, error } = useApiData('GET /api/donations/by-month', { query: { months: 12 } }, { revalidateOnFocus: false })
  return (
    <section aria-labelledby="giving-at-a-glance" className="mt-6 rounded-lg bg-white p-5 shadow-sm">
      <h2 id="giving-at-a-glance" className="text-lg font-bold">
        Giving at a glance
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The money kept each month (refunds and lost disputes taken out), and who gave: new donors gave for the first time, returning donors had given before, lapsed donors made their last gift 18
        months earlier.
      </p>
      {data ? <GivingByMonth figures={data} /> : <p className="mt-3 text-sm text-slate-700">{error ? 'The figures could not be loaded. Reload the page to try again.' : 'Loading the figures…'}</p>}
    </section>
  )
}
