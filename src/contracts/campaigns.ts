import * as z from 'zod/mini'

import { MAX_DONATION_CENTS } from './amounts'
import { messageSchema } from './api'
import { cents, flag, isoDateTime, optionalText, requiredText, slugField } from './common'
import { dateRange } from './dateRange'
import { defineEndpoint } from './endpoint'

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

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

const NO_SUCH_CAMPAIGN = { 404: { description: 'No campaign has this id' } } as const

export const setCampaignCoverEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/campaigns/{id}/cover',
  summary: 'Set (or replace) a campaign’s cover image: multipart with `cover`, a JPEG or PNG by content under 10 MB, re-encoded without metadata and shown at once',
  access: 'staff',
  role: 'fundraising',
  multipart: { fields: z.object({}), file: 'cover', fileRequired: true },
  output: adminCampaignSchemaOut,
  answers: NO_SUCH_CAMPAIGN,
})

export const removeCampaignCoverEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/campaigns/{id}/cover',
  summary: 'Take a campaign’s cover image away (the image is deleted)',
  access: 'staff',
  role: 'fundraising',
  output: adminCampaignSchemaOut,
  answers: NO_SUCH_CAMPAIGN,
})

export const updateCampaignEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/campaigns/{id}',
  summary: 'Update a campaign',
  access: 'staff',
  role: 'fundraising',
  body: adminCampaignSchema,
  output: adminCampaignSchemaOut,
})

export const deleteCampaignEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/campaigns/{id}',
  summary: 'Delete a campaign without gifts (and its supporters’ fundraisers)',
  access: 'staff',
  role: 'fundraising',
  output: messageSchema,
  answers: { 409: { description: 'The campaign has gifts: unpublish it instead' } },
})

export const listAllCampaignsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/campaigns',
  summary: 'All campaigns, drafts and ended ones included, with the money raised',
  access: 'staff',
  role: 'fundraising',
  output: z.array(adminCampaignSchemaOut),
})

export const createCampaignEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/campaigns',
  summary: 'Create a campaign (the story is plain text; a blank line starts a paragraph)',
  access: 'staff',
  role: 'fundraising',
  body: adminCampaignSchema,
  status: 201,
  output: adminCampaignSchemaOut,
})

export const getCampaignEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/campaigns/{slug}',
  summary: 'One published campaign: its story, the money raised, donors, days left and newest gifts (donors named by first name and initial, or Anonymous)',
  access: 'public',
  output: campaignDetailSchema,
  cache: 'public',
})

export const listOpenCampaignsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/campaigns',
  summary: 'Published campaigns open now (started, not ended), ending soonest first, with the money raised',
  access: 'public',
  output: z.array(campaignSummarySchema),
  cache: 'public',
})
