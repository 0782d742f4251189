import { formatDollars } from '@/lib/money'

/** Raised of a goal, as a bar screen readers announce (role progressbar with its values in words). */
export function FundraiserProgress({ raised, goal, donors, label }: { raised: number; goal: number; donors: number; label: string }) {
  const percent = goal > 0 ? Math.min(100, Math.round((raised / goal) * 100)) : 0
  const words = `${formatDollars(raised)} raised of ${formatDollars(goal)}`
  return (
    <div>
      <p className="text-lg">
        <strong className="text-2xl text-navy-900">{formatDollars(raised)}</strong> {`raised of ${formatDollars(goal)} goal`}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${words} (${percent}%)`}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-gold-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700">{`${donors} ${donors === 1 ? 'donor' : 'donors'} · ${percent}% of the goal`}</p>
    </div>
  )
}
