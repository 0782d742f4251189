import type { Access } from 'payload'

import { isContentEditor } from './isContentEditor'

/** Content staff see every photo (and its files); everyone else only approved ones. */
export const approvedOrEditor: Access = (args) => (isContentEditor(args) ? true : { status: { equals: 'approved' } })
