import type { AdminRound, RankedApplication } from '@/contracts/scholarshipReview'

import { ScrollRegion } from '../ScrollRegion'

type Props = {
  round: AdminRound
  ranking: RankedApplication[]
  decided: boolean
  awarded: Set<number>
  onChoose: (application: number, on: boolean) => void
  onRead: (application: RankedApplication) => void
}

const score = (value: number | null) => (value === null ? '—' : value.toFixed(2))
const DECISIONS = { awarded: 'Awarded', declined: 'Not chosen' } as const

/** The submitted applications best first: averages overall and per criterion, how many reviewed, how far they differ, the conflicts, the comments. */
export function RankingTable({ round, ranking, decided, awarded, onChoose, onRead }: Props) {
  if (ranking.length === 0) return <p className="rounded-lg bg-white p-5 shadow-sm">No submitted applications yet.</p>
  return (
    <>
      <ScrollRegion label="Ranking" className="rounded-lg bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="border-b bg-slate-50 text-slate-700">
            <tr>
              <th className="p-3">Rank</th>
              <th className="p-3">Applicant</th>
              <th className="p-3">Average</th>
              {round.criteria.map((criterion) => (
                <th key={criterion.key} className="p-3">
                  {criterion.label}
                </th>
              ))}
              <th className="p-3">Reviews</th>
              <th className="p-3">Spread</th>
              <th className="p-3">Conflicts</th>
              <th className="p-3">{decided ? 'Decision' : 'Award'}</th>
            </tr>
          </thead>
          <tbody>
            {ranking.map((application, index) => (
              <tr key={application.application_id} className="border-b last:border-0" data-testid={`ranked-${application.code}`}>
                <td className="p-3">{index + 1}</td>
                <td className="p-3">
                  <span className="font-semibold">{application.name}</span> <span className="text-slate-600">({application.code})</span>
                  <span className="block text-xs text-slate-600">
                    {application.email} · {application.school}
                  </span>
                  <button type="button" onClick={() => onRead(application)} className="text-xs text-navy-800 underline" aria-label={`Read the application of ${application.name}`}>
                    Read the application
                  </button>
                </td>
                <td className="p-3 font-semibold">{score(application.average)}</td>
                {round.criteria.map((criterion) => (
                  <td key={criterion.key} className="p-3">
                    {score(application.criteria[criterion.key] ?? null)}
                  </td>
                ))}
                <td className="p-3">{application.reviews}</td>
                <td className="p-3">{score(application.spread)}</td>
                <td className="p-3">{application.conflicts}</td>
                <td className="p-3">
                  {decided ? (
                    application.decision ? (
                      DECISIONS[application.decision]
                    ) : (
                      '—'
                    )
                  ) : (
                    <label className="flex items-center gap-2 whitespace-nowrap">
                      <input type="checkbox" checked={awarded.has(application.application_id)} onChange={(event) => onChoose(application.application_id, event.target.checked)} className="h-4 w-4" />
                      Award<span className="sr-only"> {application.name}</span>
                    </label>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <section aria-labelledby="comments-title" className="rounded-lg bg-white p-5 shadow-sm">
        <h2 id="comments-title" className="text-lg font-bold">
          Reviewers’ comments
        </h2>
        {ranking.every((application) => application.comments.length === 0) ? (
          <p className="mt-2 text-slate-700">No comments yet.</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {ranking
              .filter((application) => application.comments.length > 0)
              .map((application) => (
                <li key={application.application_id}>
                  <p className="font-semibold">
                    {application.name} ({application.code})
                  </p>
                  <ul className="mt-1 space-y-1 border-l-2 border-gold-300 pl-3">
                    {application.comments.map((comment, index) => (
                      <li key={index}>
                        <span className="text-slate-600">{comment.reviewer}:</span> <span className="whitespace-pre-line">{comment.comment}</span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
          </ul>
        )}
      </section>
    </>
  )
}
