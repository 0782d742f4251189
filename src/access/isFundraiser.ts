import type { FieldAccess, PayloadRequest } from 'payload'

import { userMayUse } from './roles'

/** Gifts, refunds, checks, reconciliation and the export: `fundraising` and `admin`. */
export const isFundraiser = ({ req: { user } }: { req: PayloadRequest }): boolean => userMayUse(user, 'fundraising')

export const isFundraiserField: FieldAccess = ({ req }) => isFundraiser({ req })
