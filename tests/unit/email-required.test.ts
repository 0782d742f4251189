import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'

import { loginSchema } from '@/contracts/auth'
import { EMAIL_MESSAGE, EMAIL_REQUIRED_MESSAGE } from '@/contracts/common'
import { contactSchema, volunteerSchema } from '@/contracts/contact'
import { manageLinkRequestSchema } from '@/contracts/donorLinks'
import { editLinkRequestSchema, startFundraiserSchema } from '@/contracts/fundraisers'
import { photoFieldsSchema } from '@/contracts/photo'
import { leaveRemembranceFieldsSchema } from '@/contracts/remembrances'
import { rsvpSchema } from '@/contracts/rsvp'
import { inviteStaffSchema } from '@/contracts/staff'

// Issue 34: an empty required email says it is required, not that the address is invalid.
const REQUIRED_EMAILS: [string, z.ZodMiniType, string][] = [
  ['contact', contactSchema, 'email'],
  ['volunteer', volunteerSchema, 'email'],
  ['RSVP', rsvpSchema, 'email'],
  ['photo', photoFieldsSchema, 'uploader_email'],
  ['remembrance', leaveRemembranceFieldsSchema, 'email'],
  ['fundraiser', startFundraiserSchema, 'email'],
  ['fundraiser edit link', editLinkRequestSchema, 'email'],
  ['gift manage link', manageLinkRequestSchema, 'email'],
  ['staff invitation', inviteStaffSchema, 'email'],
  ['staff login', loginSchema, 'email'],
]

const messageFor = (schema: z.ZodMiniType, field: string, value: string) => schema.safeParse({ [field]: value }).error?.issues.find((issue) => issue.path[0] === field)?.message

describe('a required email', () => {
  it.each(REQUIRED_EMAILS)('%s: empty or blank is "required"; anything else not an address is "invalid"', (_, schema, field) => {
    expect(messageFor(schema, field, '')).toBe(EMAIL_REQUIRED_MESSAGE)
    expect(messageFor(schema, field, '   ')).toBe(EMAIL_REQUIRED_MESSAGE)
    expect(messageFor(schema, field, 'ann@')).toBe(EMAIL_MESSAGE)
    expect(messageFor(schema, field, 'ann@example.org')).toBeUndefined()
  })

  it('reads the way the other required fields do', () => {
    expect(EMAIL_REQUIRED_MESSAGE).toBe('Email is required')
  })
})
