import type { CollectionAfterChangeHook } from 'payload'

import type { Donation } from '@/payload-types'

/** Once a gift on a supporter's fundraiser is confirmed, the supporter is told, once (issue 24: being built). */
export const queueFundraiserGiftMail: CollectionAfterChangeHook<Donation> = ({ doc }) => doc
