import type { CollectionAfterChangeHook } from 'payload'

import type { Donation } from '@/payload-types'

/**
 * When a gift's counted money changes (it succeeds, is refunded, a check is recorded or voided),
 * the campaign's pages and GETs are expired (issue 24: being built).
 */
export const expireCampaignTotals: CollectionAfterChangeHook<Donation> = ({ doc }) => doc
