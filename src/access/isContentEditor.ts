import type { FieldAccess, PayloadRequest } from 'payload'

import { userMayUse } from './roles'

/** Events, attendees, photos, sponsors, site texts and the inbox: `content` and `admin`. */
export const isContentEditor = ({ req: { user } }: { req: PayloadRequest }): boolean => userMayUse(user, 'content')

export const isContentEditorField: FieldAccess = ({ req }) => isContentEditor({ req })
