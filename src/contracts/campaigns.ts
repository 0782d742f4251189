import * as z from 'zod/mini'

import { MAX_DONATION_CENTS } from './amounts'
import { cents, flag, isoDateTime, optionalText, requiredText, slugField } from './common'
import { dateRange } from './dateRange'

export const GOAL_MESSAGE = 'The goal must be at least $1'
export const ENDS_BEFORE_STARTS_MESSAGE = 'The end must be after the start'
/** Campaign goals stay far below what a bigint or a JS number could not hold exactly. */
const MAX_GOAL_CENTS = 1_000 * MAX_DONATION_CENTS
/** How many of a campaign's newest gifts its page and GET show. */
export const RECENT_GIFTS = 10

/** The rules of a campaign's fields, for the staff API and the staff dialog alike. */
export const campaignFields = {
  title: requiredText('Title is required'),
  slug: slugField(),
  /** Plain text; a blank line starts a new paragraph. */
  story: optionalText(20_000),
  goal_cents: cents(100, MAX_GOAL_CENTS, { invalid: 'Please enter a valid goal', tooSmall: GOAL_MESSAGE }),
  starts_at: isoDateTime('Start date is required'),
  ends_at: isoDateTime('End date is required'),
  is_published: z._default(flag(), false),
}

/** A campaign ends after it starts (not at the same instant): the staff API, the staff dialog and /cms. */
export const CAMPAIGN_DATES = { start: 'starts_at', end: 'ends_at', equalAllowed: false, message: ENDS_BEFORE_STARTS_MESSAGE } as const
/** The staff API's and the staff dialog's check (shown on the end field). */
export const campaignEndsAfterStart = dateRange(CAMPAIGN_DATES)

/** What staff send to create or update a campaign (times ISO 8601 with an offset or Z). */
export const adminCampaignSchema = z.object(campaignFields).check(campaignEndsAfterStart)

const int = () => z.number().check(z.int())

export const recentGiftSchema = z.object({
  /** The donor's first name and initial ("Maria G."), or "Anonymous". */
  name: z.string(),
  amount_cents: int(),
  at: z.string(),
})
export type RecentGift = z.infer<typeof recentGiftSchema>

export const campaignSummarySchema = z.object({
  id: int(),
  slug: z.string(),
  title: z.string(),
  goal_cents: int(),
  raised_cents: int(),
  donor_count: int(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Whole days until the end (0 on the last day). */
  days_left: int(),
  /** The cover image's address, or null. */
  cover: z.nullable(z.string()),
})
export type CampaignSummary = z.infer<typeof campaignSummarySchema>

export const campaignDetailSchema = z.extend(campaignSummarySchema, {
  /** The story's paragraphs, plain text. */
  story: z.array(z.string()),
  recent_gifts: z.array(recentGiftSchema),
})
export type CampaignDetail = z.infer<typeof campaignDetailSchema>

export const adminCampaignSchemaOut = z.object({
  id: int(),
  slug: z.string(),
  title: z.string(),
  story: z.nullable(z.string()),
  goal_cents: int(),
  starts_at: z.string(),
  ends_at: z.string(),
  is_published: z.boolean(),
  /** The cover image's address, or null. */
  cover: z.nullable(z.string()),
  raised_cents: int(),
  donor_count: int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminCampaign = z.infer<typeof adminCampaignSchemaOut>
