import type { PublicTribute } from '@/contracts/tributes'
import { formatLongDate } from '@/lib/dates'
import { formatDollars } from '@/lib/money'

const inWhoseName = (tribute: Pick<PublicTribute, 'kind' | 'name'>) => `${tribute.kind === 'memory' ? 'in memory of' : 'in honor of'} ${tribute.name}`

/** The gifts in a tribute's name: each donor as they chose to be shown, an amount only where they allowed it. */
export function TributeGifts({ tribute }: { tribute: PublicTribute }) {
  const count = `${tribute.gift_count} ${tribute.gift_count === 1 ? 'gift' : 'gifts'}`
  return (
    <section aria-labelledby="tribute-gifts-title">
      <h2 id="tribute-gifts-title" className="text-2xl font-bold">
        Gifts {inWhoseName(tribute)}
      </h2>
      <p className="mt-2 text-lg text-slate-700">
        {tribute.gift_count === 0 ? 'No gifts yet.' : tribute.total_cents !== null ? `${count}, ${formatDollars(tribute.total_cents)} in all.` : `${count} so far.`}
      </p>
      {tribute.gifts.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg bg-white shadow-sm">
          {tribute.gifts.map((gift, index) => (
            <li key={index} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
              <span className="font-semibold text-navy-900">{gift.giver}</span>
              <span className="text-slate-700">
                {gift.amount_cents !== null && `${formatDollars(gift.amount_cents)} · `}
                <time dateTime={gift.at}>{formatLongDate(gift.at)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
