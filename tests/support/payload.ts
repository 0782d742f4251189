import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'

import type { User } from '@/payload-types'

import { TEST_ADMIN } from './constants.mjs'

export const getTestPayload = (): Promise<Payload> => getPayload({ config })

/** The staff account the server created at start-up, shaped as Payload's `req.user`. */
export async function staffUser(payload: Payload): Promise<User & { collection: 'users' }> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: TEST_ADMIN.email } } })
  const user = docs[0]
  if (!user) throw new Error('the first staff account is missing')
  return { ...user, collection: 'users' }
}

/** A small real PNG made on the spot. */
export async function pngImage(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 160, b: 40 } } })
    .png()
    .toBuffer()
}

export const uniqueEmail = (label: string): string => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example.org`
