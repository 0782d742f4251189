import { formatDollars } from '@/lib/money'

type Props = { raisedCents: number; goalCents: number; donorCount: number; daysLeft: number; id: string }

const daysText = (days: number) => (days === 0 ? 'Last day' : `${days} ${days === 1 ? 'day' : 'days'} left`)

/** Money raised of the goal as a bar (a progressbar with its values for screen readers), donors and days left. */
export function CampaignProgress({ raisedCents, goalCents, donorCount, daysLeft, id }: Props) {
  const percent = goalCents > 0 ? Math.min(100, Math.round((raisedCents / goalCents) * 100)) : 0
  const label = `${formatDollars(raisedCents)} raised of ${formatDollars(goalCents)} goal`
  return (
    <div>
      <p id={`${id}-label`} className="text-lg text-navy-900">
        <strong className="text-2xl" data-testid="raised">
          {formatDollars(raisedCents)}
        </strong>{' '}
        raised of {formatDollars(goalCents)} goal
      </p>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={goalCents}
        aria-valuenow={Math.min(raisedCents, goalCents)}
        aria-valuetext={`${label} (${percent}%)`}
        className="mt-2 h-4 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-gold-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 flex justify-between text-sm text-slate-700">
        <span>
          {donorCount} {donorCount === 1 ? 'donor' : 'donors'}
        </span>
        <span>{daysText(daysLeft)}</span>
      </p>
    </div>
  )
}
