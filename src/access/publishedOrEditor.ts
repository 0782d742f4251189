import type { Access } from 'payload'

import { isContentEditor } from './isContentEditor'

/** Content staff see every event; everyone else only published ones. */
export const publishedOrEditor: Access = (args) => (isContentEditor(args) ? true : { is_published: { equals: true } })
