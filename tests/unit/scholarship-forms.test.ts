import { describe, expect, it } from 'vitest'

import { roundFormSchema } from '@/contracts/adminForms'
import { EMAIL_REQUIRED_MESSAGE } from '@/contracts/common'
import { scoreFormSchema } from '@/contracts/reviewForms'
import { applicationEditFormSchema, letterFormSchema, recommenderFormSchema } from '@/contracts/scholarshipForms'
import { adminRoundSchema, applicationLinkRequestSchema, startApplicationSchema } from '@/contracts/scholarships'

const messagesOf = (result: { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

// The scholarship forms in the browser (issue 36): the API's own rules behind what a person types.

describe('the round dialog: dollars, counts as text and local date-times into the API’s round', () => {
  const typed = {
    title: 'Light a Path',
    slug: 'light-a-path',
    summary: '',
    description: '',
    award: '2500',
    awards_count: '2',
    opens_at: '2031-09-01T09:00',
    closes_at: '2031-10-01T17:00',
    essay_prompt: 'Who changed your path?',
    essay_max_words: '500',
    recommendations_required: '1',
    documents: [{ key: 'transcript', label: 'Transcript', required: true, reviewers_see: true }],
    criteria: [{ key: 'essay', label: 'Essay' }],
    is_published: true,
  }

  it('converts, and what it gives the API the API takes', () => {
    const { award, ...round } = roundFormSchema.parse(typed)
    expect({ award, ...round }).toMatchObject({
      award: 250_000,
      awards_count: 2,
      essay_max_words: 500,
      recommendations_required: 1,
      opens_at: '2031-09-01T13:00:00.000Z',
      closes_at: '2031-10-01T21:00:00.000Z',
      summary: null,
    })
    expect(adminRoundSchema.safeParse({ ...round, award_cents: award }).success).toBe(true)
  })

  it('answers field by field, rows included, with the contract’s messages', () => {
    const result = roundFormSchema.safeParse({
      ...typed,
      award: '',
      awards_count: 'two',
      closes_at: '2031-08-01T09:00',
      essay_max_words: '10',
      documents: [{ key: 'Transcript!', label: '', required: true, reviewers_see: false }],
      criteria: [],
    })
    expect(messagesOf(result)).toEqual({
      award: 'Please enter the award in dollars, at least $1',
      awards_count: 'How many awards? A whole number from 1 to 100',
      essay_max_words: 'The word limit is a whole number from 50 to 5,000',
      'documents.0.key': 'A document key is lower case letters, digits and _ (e.g. transcript)',
      'documents.0.label': 'The document needs a label',
      criteria: 'At least one criterion',
    })
    expect(messagesOf(roundFormSchema.safeParse({ ...typed, closes_at: '2031-08-01T09:00' }))).toEqual({ closes_at: 'The round must close after it opens' })
  })
})

describe('the reviewer’s scores: each criterion 1 to 5, unless they step back', () => {
  const schema = scoreFormSchema(['essay', 'promise'])

  it('asks for every criterion of the round', () => {
    expect(messagesOf(schema.safeParse({ scores: { essay: '4', promise: null }, comment: '', conflict: false }))).toEqual({ 'scores.promise': 'Please score this criterion' })
    expect(schema.safeParse({ scores: { essay: '4', promise: '5' }, comment: 'Generous.', conflict: false }).success).toBe(true)
  })

  it('takes a conflict without scores, and never a score outside 1 to 5', () => {
    expect(schema.safeParse({ scores: { essay: null, promise: null }, comment: '', conflict: true }).success).toBe(true)
    expect(messagesOf(schema.safeParse({ scores: { essay: '7', promise: '5' }, comment: '', conflict: false }))).toEqual({ 'scores.essay': 'Each score must be a whole number from 1 to 5' })
  })
})

describe('the applicant’s and the recommender’s forms', () => {
  it('say an empty email is required, an odd one invalid', () => {
    for (const schema of [startApplicationSchema, applicationLinkRequestSchema, recommenderFormSchema]) {
      expect(messagesOf(schema.safeParse({ email: '' })).email).toBe(EMAIL_REQUIRED_MESSAGE)
    }
  })

  it('the continue page’s fields: the year as typed, the essay may wait', () => {
    expect(applicationEditFormSchema.parse({ name: 'Maya', phone: '', school: 'Harbor High', graduation_year: '2027', essay: '' })).toEqual({
      name: 'Maya',
      phone: null,
      school: 'Harbor High',
      graduation_year: 2027,
      essay: '',
    })
    expect(messagesOf(applicationEditFormSchema.safeParse({ name: '', phone: '', school: '', graduation_year: 'soon', essay: '' }))).toEqual({
      name: 'Your name is required',
      school: 'Your school is required',
      graduation_year: 'Please enter the year you graduate, e.g. 2027',
    })
    expect(messagesOf(letterFormSchema.safeParse({ letter: '  ' }))).toEqual({ letter: 'Please write the letter or upload it as a PDF' })
  })
})
