import { describe, expect, it } from 'vitest'

import { LOGO_TYPE_MESSAGE, logoFileProblem, PHOTO_MAX_BYTES, PHOTO_MESSAGES, photoFileProblem } from '@/contracts/photo'

// The browser's first look at a chosen file (the server sniffs the content again).
describe('a chosen photo or logo', () => {
  const file = (type: string, size = 1000) => ({ type, size })

  it('a photo is a JPG or PNG under 10MB', () => {
    expect(photoFileProblem(file('image/jpeg'))).toBeNull()
    expect(photoFileProblem(file('image/png'))).toBeNull()
    expect(photoFileProblem(file('image/webp'))).toBe(PHOTO_MESSAGES.type)
    expect(photoFileProblem(file('image/png', PHOTO_MAX_BYTES))).toBe(PHOTO_MESSAGES.size)
    expect(photoFileProblem(null)).toBe(PHOTO_MESSAGES.missing)
  })

  it('a logo may also be WebP, never SVG, and says so', () => {
    expect(logoFileProblem(file('image/webp'))).toBeNull()
    expect(logoFileProblem(file('image/png'))).toBeNull()
    expect(logoFileProblem(file('image/svg+xml'))).toBe(LOGO_TYPE_MESSAGE)
    expect(logoFileProblem(file('image/webp', PHOTO_MAX_BYTES + 1))).toBe(PHOTO_MESSAGES.size)
    expect(logoFileProblem(undefined)).toBe(PHOTO_MESSAGES.missing)
  })
})
