import { describe, expect, it } from 'vitest'

import { Campaigns } from '@/collections/Campaigns'
import { campaignFormSchema } from '@/contracts/adminForms'
import { adminCampaignSchema, ENDS_BEFORE_STARTS_MESSAGE, GOAL_MESSAGE } from '@/contracts/campaigns'
import { isOpen, isRunning } from '@/server/services/campaigns/campaigns'

// A campaign's dates and goal, declared once in src/contracts/campaigns.ts: the staff API, the
// staff dialog and /cms (the collection's field validation) answer the same.

type Validate = (value: unknown, options: Record<string, unknown>) => true | string | Promise<true | string>
const validateOf = (name: string) => (Campaigns.fields.find((f) => 'name' in f && f.name === name) as unknown as { validate: Validate }).validate

/** What /cms answers for the field (Payload's validation of the collection's field), `undefined` when it passes. */
async function cmsMessage(name: 'ends_at' | 'goal_cents', value: unknown, siblingData: Record<string, unknown> = {}): Promise<string | undefined> {
  const outcome = await validateOf(name)(value, { operation: 'create', siblingData, data: siblingData, name, required: true, req: { t: (key: string) => key } })
  return outcome === true ? undefined : outcome
}

const START = '2031-09-11T18:00:00.000Z'
const BEFORE = '2031-09-11T17:00:00.000Z'
const AFTER = '2031-09-12T18:00:00.000Z'
const body = { title: 'Walk', slug: 'walk', story: null, goal_cents: 100_000, starts_at: START, ends_at: AFTER }

const apiMessages = (data: Record<string, unknown>) => {
  const result = adminCampaignSchema.safeParse({ ...body, ...data })
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('a campaign that ends before (or when) it starts', () => {
  it('is refused on the end field by /cms as by the staff API and the dialog', async () => {
    expect(await cmsMessage('ends_at', BEFORE, { starts_at: START })).toBe(ENDS_BEFORE_STARTS_MESSAGE)
    expect(await cmsMessage('ends_at', START, { starts_at: START })).toBe(ENDS_BEFORE_STARTS_MESSAGE)
    expect(apiMessages({ ends_at: BEFORE })).toEqual({ ends_at: ENDS_BEFORE_STARTS_MESSAGE })
    const dialog = campaignFormSchema.safeParse({ title: 'Walk', slug: 'walk', story: '', goal: '1000', starts_at: '2031-09-11T18:00', ends_at: '2031-09-11T17:00', is_published: false })
    expect(dialog.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['ends_at', ENDS_BEFORE_STARTS_MESSAGE]])
  })

  it('passes when it ends after it starts, as the Dates Payload may hold too', async () => {
    expect(await cmsMessage('ends_at', AFTER, { starts_at: START })).toBeUndefined()
    expect(await cmsMessage('ends_at', new Date(AFTER), { starts_at: new Date(START) })).toBeUndefined()
    expect(await cmsMessage('ends_at', new Date(BEFORE), { starts_at: new Date(START) })).toBe(ENDS_BEFORE_STARTS_MESSAGE)
    expect(apiMessages({})).toEqual({})
  })

  it('keeps Payload’s own date checks: the end is required and must be a date', async () => {
    expect(await cmsMessage('ends_at', undefined, { starts_at: START })).toBe('validation:required')
    expect(await cmsMessage('ends_at', 'not a date', { starts_at: START })).toBe('validation:notValidDate')
  })
})

describe('a campaign’s goal', () => {
  it('is refused below $1 and above the limit by /cms with the staff API’s messages', async () => {
    expect(await cmsMessage('goal_cents', 99)).toBe(GOAL_MESSAGE)
    expect(apiMessages({ goal_cents: 99 })).toEqual({ goal_cents: GOAL_MESSAGE })
    const tooLarge = 10 ** 12
    expect(await cmsMessage('goal_cents', tooLarge)).toBe(apiMessages({ goal_cents: tooLarge }).goal_cents)
    expect(await cmsMessage('goal_cents', 12.5)).toBe(apiMessages({ goal_cents: 12.5 }).goal_cents)
    expect(await cmsMessage('goal_cents', 100)).toBeUndefined()
  })
})

describe('running and open, two rules with two names', () => {
  const now = Date.parse('2031-09-11T18:00:00.000Z')
  const dates = { starts_at: '2031-09-11T18:00:00.000Z', ends_at: '2031-09-12T18:00:00.000Z' }

  it('running: started (at its start included) and not ended, published or not', () => {
    expect(isRunning(dates, now)).toBe(true)
    expect(isRunning(dates, now - 1)).toBe(false)
    expect(isRunning(dates, Date.parse(dates.ends_at))).toBe(false)
  })

  it('open (takes gifts and new fundraisers): published and running', () => {
    expect(isOpen({ ...dates, is_published: true }, now)).toBe(true)
    expect(isOpen({ ...dates, is_published: false }, now)).toBe(false)
    expect(isOpen({ ...dates, is_published: null }, now)).toBe(false)
    expect(isOpen({ ...dates, is_published: true }, now - 1)).toBe(false)
  })
})
