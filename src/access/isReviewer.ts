import type { PayloadRequest } from 'payload'

import { userMayUse } from './roles'

/** Scholarship review: `reviewer` and `admin` (a reviewer sees applications only blind, through /api/review). */
export const isReviewer = ({ req: { user } }: { req: PayloadRequest }): boolean => userMayUse(user, 'review')
