import type { GivingByMonth as Figures } from '@/contracts/givingByMonth'
import { formatDollars } from '@/lib/money'
import { monthName, monthsSpan } from '@/lib/months'

const MONEY = [
  ['card_cents', 'Card, one-time'],
  ['monthly_cents', 'Monthly'],
  ['check_cents', 'Check'],
  ['kept_cents', 'Total kept'],
] as const
const DONORS = [
  ['new_donors', 'New donors'],
  ['returning_donors', 'Returning donors'],
  ['lapsed_donors', 'Lapsed donors'],
] as const

/**
 * The by-month figures: the chart the server drew (an SVG by signed link; its words say where the
 * figures are) and the same figures, with the donors, as a table a screen reader can walk.
 */
export function GivingByMonth({ figures }: { figures: Figures }) {
  const span = monthsSpan(figures.months.map((m) => m.month))
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- a chart drawn on the server, by signed link */}
      <img
        src={figures.chart_url}
        alt={`Chart of the money kept by month, ${span}: card one-time, monthly and check gifts stacked. The same figures are in the table “Giving by month” below.`}
        width={480}
        height={300}
        className="mt-4 h-auto w-full max-w-2xl"
      />
      {/* The title stays in view above the box that scrolls sideways on a phone; the caption names the table. */}
      <h3 id="giving-table-title" className="mt-4 text-sm font-semibold text-slate-800">
        Giving by month, {span}
      </h3>
      <div role="region" aria-labelledby="giving-table-title" tabIndex={0} className="mt-1 overflow-x-auto">
        <table className="w-full text-left text-sm whitespace-nowrap">
          <caption className="sr-only">Giving by month, {span}</caption>
          <thead>
            <tr className="text-slate-700">
              <th scope="col" className="py-1 pr-3 font-semibold">
                Month
              </th>
              {[...MONEY, ...DONORS].map(([key, label]) => (
                <th key={key} scope="col" className="px-2 py-1 text-right font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figures.months.map((m) => (
              <tr key={m.month} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {monthName(m.month)}
                </th>
                {MONEY.map(([key]) => (
                  <td key={key} className="px-2 py-1 text-right tabular-nums">
                    {formatDollars(m[key])}
                  </td>
                ))}
                {DONORS.map(([key]) => (
                  <td key={key} className="px-2 py-1 text-right tabular-nums">
                    {m[key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
