'use client'

import { useState } from 'react'
import type { FieldError } from 'react-hook-form'

import { callApi } from '@/contracts/client'
import { scoreFormSchema } from '@/contracts/reviewForms'
import type { BlindApplication, ReviewRound } from '@/contracts/scholarshipReview'
import { SCORE_MAX, SCORE_MIN } from '@/contracts/scholarships'

import { useContractForm } from '../../forms/useContractForm'
import { navyButton } from '../../ui/buttons'
import { FieldMessage, TextArea } from '../../ui/fields'
import { LiveRegion } from '../../ui/LiveRegion.client'

const POINTS = ['1', '2', '3', '4', '5'] as const
const asPoint = (score: number | undefined) => POINTS.find((point) => Number(point) === score) ?? null

type Props = { round: ReviewRound; application: BlindApplication; onSaved: () => Promise<unknown> }

/** The reviewer's own review of one application: 1 to 5 on each criterion, a comment, or a conflict that takes them off it. */
export function ScoreForm({ round, application, onSaved }: Props) {
  const mine = application.my_review
  const [said, setSaid] = useState('')
  const [failure, setFailure] = useState('')
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = useContractForm(scoreFormSchema(round.criteria.map((criterion) => criterion.key)), {
    defaultValues: {
      scores: Object.fromEntries(round.criteria.map((criterion) => [criterion.key, asPoint(mine?.scores[criterion.key])])),
      comment: mine?.comment ?? '',
      conflict: mine?.conflict ?? false,
    },
  })
  const onSubmit = handleSubmit(async ({ scores, comment, conflict }) => {
    setSaid('')
    setFailure('')
    const body = conflict ? { scores: {}, comment, conflict: true } : { scores: Object.fromEntries(Object.entries(scores).flatMap(([key, value]) => (value ? [[key, Number(value)]] : []))), comment }
    const result = await callApi('PUT /api/review/applications/{id}/score', { params: { id: application.id }, body })
    if (!result.ok) {
      applyServerErrors(result)
      if (!result.fields) setFailure(result.detail || 'Your review could not be saved. Please try again.')
      return
    }
    setSaid(conflict ? `You stepped back from application ${application.code}.` : `Your review of application ${application.code} is saved.`)
    await onSaved()
  })
  const errors = formState.errors.scores as Record<string, FieldError | undefined> | undefined
  return (
    <section aria-labelledby="score-title" className="rounded-lg bg-white p-5 shadow-sm">
      <h3 id="score-title" className="text-lg font-bold">
        Your review
      </h3>
      {round.decided && <p className="mt-1 text-slate-700">The decisions are sent: your review can no longer change.</p>}
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="mt-3 space-y-4" aria-label={`Your review of application ${application.code}`}>
        <fieldset disabled={round.decided} className="space-y-4">
          {round.criteria.map((criterion) => {
            const id = `score-${criterion.key}`
            const error = errors?.[criterion.key]
            return (
              <fieldset key={criterion.key} aria-describedby={error ? `${id}-error` : `${id}-hint`} className="rounded-md border border-slate-300 p-3">
                <legend className="px-1 font-semibold">{criterion.label}</legend>
                <p id={`${id}-hint`} className="text-sm text-slate-600">
                  {SCORE_MIN} weak · {SCORE_MAX} outstanding
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {POINTS.map((point) => (
                    <label
                      key={point}
                      className="flex min-w-11 cursor-pointer items-center justify-center gap-1 rounded border border-slate-300 px-3 py-2 has-[:checked]:border-navy-900 has-[:checked]:bg-navy-900 has-[:checked]:text-white"
                    >
                      <input type="radio" value={point} {...register(`scores.${criterion.key}`)} className="h-4 w-4 accent-gold-400" />
                      {point}
                    </label>
                  ))}
                </div>
                <FieldMessage id={id} error={error} />
              </fieldset>
            )
          })}
          <TextArea id="score-comment" label="Comment for the committee" optional rows={3} registration={register('comment')} error={formState.errors.comment} />
          <label className="flex items-start gap-2">
            <input type="checkbox" {...register('conflict')} className="mt-1 h-4 w-4" />
            <span>I have a conflict: I know this applicant, or cannot judge them fairly. My scores for it are not counted.</span>
          </label>
          {failure && (
            <p role="alert" className="text-red-700">
              {failure}
            </p>
          )}
          <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving…' : 'Save my review'}
          </button>
        </fieldset>
      </form>
      <LiveRegion className="mt-3">{said && <p className="rounded bg-green-50 p-3">{said}</p>}</LiveRegion>
    </section>
  )
}
