import type { DonorOut } from '@/contracts/donors'

const badge = 'mr-1 mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold'

/** Whether a donor's monthly gift still runs, and whether they have lapsed, in words. */
export function DonorBadges({ donor }: { donor: Pick<DonorOut, 'monthly_active' | 'lapsed'> }) {
  if (!donor.monthly_active && !donor.lapsed) return null
  return (
    <span className="block">
      {donor.monthly_active && <span className={`${badge} bg-green-100 text-green-800`}>Monthly gift running</span>}
      {donor.lapsed && <span className={`${badge} bg-slate-200 text-slate-800`}>Lapsed</span>}
    </span>
  )
}
