import type { Access } from 'payload'

import { isContentEditor } from './isContentEditor'

/** Content staff see every sponsor tier; everyone else only active ones. */
export const activeOrEditor: Access = (args) => (isContentEditor(args) ? true : { is_active: { equals: true } })
