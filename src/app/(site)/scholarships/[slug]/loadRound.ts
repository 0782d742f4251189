import 'server-only'

import { cache } from 'react'

import { getPayloadClient } from '@/app/payload'
import type { RoundDetail } from '@/contracts/scholarships'
import { findRound } from '@/server/queries/scholarships'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The published round, or null for anything the public may not see (drafts, unknown or malformed slugs). */
export const loadRound = cache(async (slug: string): Promise<RoundDetail | null> => (SLUG.test(slug) && slug.length <= 120 ? findRound(getPayloadClient, slug) : null))
