import type { Access } from 'payload'

import { isFundraiser } from './isFundraiser'

/** Fundraising staff see every campaign; everyone else only published ones. */
export const publishedOrFundraiser: Access = (args) => (isFundraiser(args) ? true : { is_published: { equals: true } })
