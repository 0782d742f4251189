import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'

import { Campaigns } from '@/collections/Campaigns'
import { Events } from '@/collections/Events'
import { ScholarshipRounds } from '@/collections/ScholarshipRounds'
import { campaignFormSchema, eventFormSchema, roundFormSchema } from '@/contracts/adminForms'
import { adminCampaignSchema, CAMPAIGN_DATES, ENDS_BEFORE_STARTS_MESSAGE } from '@/contracts/campaigns'
import { dateRange, inOrder } from '@/contracts/dateRange'
import { adminEventSchema, END_BEFORE_START_MESSAGE, EVENT_DATES } from '@/contracts/events'
import { adminRoundSchema, CLOSES_BEFORE_OPENS_MESSAGE, ROUND_DATES } from '@/contracts/scholarships'

// One date range rule (src/contracts/dateRange.ts), declared per record: an event's end may be its
// start's instant, a campaign's and a round's may not; a side left out is its own field's business.
// The staff API, the staff forms and /cms (the collection's end field) answer alike.

const START = '2031-09-11T18:00:00.000Z'
const BEFORE = '2031-09-11T17:00:00.000Z'
const AFTER = '2031-09-12T18:00:00.000Z'

const messagesOf = (result: { error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('inOrder: the rule itself', () => {
  it('refuses an end before the start, with or without equal allowed', () => {
    expect(inOrder(START, BEFORE, true)).toBe(false)
    expect(inOrder(START, BEFORE, false)).toBe(false)
  })

  it('takes an end at the start’s instant only when equal is allowed', () => {
    expect(inOrder(START, START, true)).toBe(true)
    expect(inOrder(START, START, false)).toBe(false)
    expect(inOrder(new Date(START), START, false)).toBe(false)
  })

  it('takes an end after the start, as text or as the Dates Payload holds', () => {
    expect(inOrder(START, AFTER, false)).toBe(true)
    expect(inOrder(new Date(START), new Date(AFTER), false)).toBe(true)
    expect(inOrder(new Date(START), new Date(BEFORE), true)).toBe(false)
  })

  it('does not judge a side left out (its own field says whether it is required)', () => {
    for (const missing of [undefined, null, '']) {
      expect(inOrder(missing, AFTER, false)).toBe(true)
      expect(inOrder(START, missing, false)).toBe(true)
    }
  })

  it('finds a date it cannot read out of order', () => {
    expect(inOrder('not a date', AFTER, true)).toBe(false)
    expect(inOrder(START, 'not a date', true)).toBe(false)
  })
})

describe('dateRange: the check on a record, reported on the end field', () => {
  const schema = z.object({ from: z.optional(z.string()), to: z.optional(z.string()) }).check(dateRange({ start: 'from', end: 'to', equalAllowed: false, message: 'Too early' }))
  const check = (record: { from?: string; to?: string }) => schema.safeParse(record).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

  it('says the message on the end field, once', () => {
    expect(check({ from: START, to: BEFORE })).toEqual([['to', 'Too early']])
    expect(check({ from: START, to: START })).toEqual([['to', 'Too early']])
    expect(check({ from: START, to: AFTER })).toEqual([])
    expect(check({ to: BEFORE })).toEqual([])
    expect(check({ from: START })).toEqual([])
  })
})

type Validate = (value: unknown, options: Record<string, unknown>) => true | string | Promise<true | string>
type Fields = readonly { name?: string; validate?: Validate; required?: boolean }[]
const validateOf = (fields: unknown, name: string) => (fields as Fields).find((f) => f.name === name)!.validate!

/** What /cms answers for the end field (Payload's validation of the collection's field), `undefined` when it passes. */
async function cmsMessage(fields: unknown, name: string, value: unknown, siblingData: Record<string, unknown>): Promise<string | undefined> {
  const required = (fields as Fields).find((f) => f.name === name)!.required
  const outcome = await validateOf(fields, name)(value, { operation: 'create', siblingData, data: siblingData, name, required, req: { t: (key: string) => key } })
  return outcome === true ? undefined : outcome
}

describe('the three ranges, each with its message unchanged', () => {
  const records = [
    {
      what: 'an event (the end may be left out, or be the start)',
      range: EVENT_DATES,
      message: END_BEFORE_START_MESSAGE,
      text: 'The end must not be before the start',
      fields: Events.fields,
      api: (dates: Record<string, unknown>) => adminEventSchema.safeParse({ title: 'Walk', ...dates }),
      form: (dates: Record<string, string>) => eventFormSchema.safeParse({ title: 'Walk', is_published: false, ...dates }),
    },
    {
      what: 'a campaign',
      range: CAMPAIGN_DATES,
      message: ENDS_BEFORE_STARTS_MESSAGE,
      text: 'The end must be after the start',
      fields: Campaigns.fields,
      api: (dates: Record<string, unknown>) => adminCampaignSchema.safeParse({ title: 'Walk', slug: 'walk', story: null, goal_cents: 100_000, ...dates }),
      form: (dates: Record<string, string>) => campaignFormSchema.safeParse({ title: 'Walk', slug: 'walk', story: '', goal: '1000', is_published: false, ...dates }),
    },
    {
      what: 'a scholarship round',
      range: ROUND_DATES,
      message: CLOSES_BEFORE_OPENS_MESSAGE,
      text: 'The round must close after it opens',
      fields: ScholarshipRounds.fields,
      api: (dates: Record<string, unknown>) =>
        adminRoundSchema.safeParse({
          title: 'Fall',
          slug: 'fall',
          award_cents: 100_000,
          awards_count: 1,
          essay_prompt: 'Why?',
          essay_max_words: 500,
          criteria: [{ key: 'need', label: 'Need' }],
          ...dates,
        }),
      form: (dates: Record<string, string>) =>
        roundFormSchema.safeParse({
          title: 'Fall',
          slug: 'fall',
          award: '1000',
          awards_count: '1',
          essay_prompt: 'Why?',
          essay_max_words: '500',
          recommendations_required: '0',
          documents: [],
          criteria: [{ key: 'need', label: 'Need' }],
          is_published: false,
          ...dates,
        }),
    },
  ]

  for (const { what, range, message, text, fields, api, form } of records) {
    const at = (start: unknown, end: unknown) => ({ [range.start]: start, [range.end]: end })

    describe(what, () => {
      it('keeps its message', () => expect(message).toBe(text))

      it('refuses an end before the start on the end field: the staff API, the staff form and /cms alike', async () => {
        expect(messagesOf(api(at(START, BEFORE)))).toEqual({ [range.end]: message })
        expect(messagesOf(form({ [range.start]: '2031-09-11T18:00', [range.end]: '2031-09-11T17:00' }))).toEqual({ [range.end]: message })
        expect(await cmsMessage(fields, range.end, BEFORE, { [range.start]: START })).toBe(message)
        expect(await cmsMessage(fields, range.end, new Date(BEFORE), { [range.start]: new Date(START) })).toBe(message)
      })

      it(range.equalAllowed ? 'takes an end at the start’s instant' : 'refuses an end at the start’s instant', async () => {
        const expected = range.equalAllowed ? {} : { [range.end]: message }
        expect(messagesOf(api(at(START, START)))).toEqual(expected)
        expect(messagesOf(form({ [range.start]: '2031-09-11T18:00', [range.end]: '2031-09-11T18:00' }))).toEqual(expected)
        expect(await cmsMessage(fields, range.end, START, { [range.start]: START })).toBe(range.equalAllowed ? undefined : message)
      })

      it('takes an end after the start', async () => {
        expect(messagesOf(api(at(START, AFTER)))).toEqual({})
        expect(await cmsMessage(fields, range.end, AFTER, { [range.start]: START })).toBeUndefined()
      })

      it('with one side left out, says only what that field says', async () => {
        const startMessage = messagesOf(api(at(undefined, AFTER)))
        expect(Object.keys(startMessage)).toEqual([range.start])
        expect(await cmsMessage(fields, range.end, AFTER, {})).toBeUndefined()
        const endMissing = messagesOf(api(at(START, undefined)))
        expect(Object.keys(endMissing)).toEqual(range === EVENT_DATES ? [] : [range.end])
        expect(endMissing[range.end]).not.toBe(message)
        expect(await cmsMessage(fields, range.end, undefined, { [range.start]: START })).toBe(range === EVENT_DATES ? undefined : 'validation:required')
      })
    })
  }
})
