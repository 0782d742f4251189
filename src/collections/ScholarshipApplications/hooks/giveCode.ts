import { randomInt } from 'node:crypto'

import type { CollectionBeforeChangeHook } from 'payload'

// No 0/O, 1/I/L: a code is read aloud and typed by staff.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** A short code ("A-7K3Q") reviewers know an application by instead of a name. */
export const blindCode = (): string => `A-${Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`

/** A new application gets its code here, whoever creates it; the code is unique (a clash is drawn again). */
export const giveCode: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || data.code) return data
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = blindCode()
    const { totalDocs } = await req.payload.count({ collection: 'scholarship-applications', where: { code: { equals: code } }, overrideAccess: true, req })
    if (totalDocs === 0) return { ...data, code }
  }
  throw new Error('Could not draw a free application code.')
}
