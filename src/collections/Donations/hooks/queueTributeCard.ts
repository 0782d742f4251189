import type { CollectionAfterChangeHook } from 'payload'

import type { Donation } from '@/payload-types'

/** Once a tribute gift is confirmed, its card is queued, once (issue 24: being built). */
export const queueTributeCard: CollectionAfterChangeHook<Donation> = ({ doc }) => doc
