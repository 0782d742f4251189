import 'server-only'

import sharp, { type Metadata } from 'sharp'

import { PHOTO_MESSAGES } from '@/contracts/photo'

import { tooLarge, unsupported } from '../../domain/errors'

/** About 40 megapixels: more than any phone camera, far less than a decompression bomb. */
export const MAX_PIXELS = 40_000_000

/**
 * The most memory one photo may take once decoded: a 40-megapixel 8-bit RGBA photo. A 16-bit
 * image fits at half the pixels; the attack's 6320×6320 16-bit RGBA PNG (320 MB) does not.
 */
export const MAX_DECODED_BYTES = MAX_PIXELS * 4

/** The longest edge of the stored original (the collection's resizeOptions). */
export const STORED_MAX_EDGE = 2400

/** Bytes per channel of each of libvips' sample formats. */
const SAMPLE_BYTES: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 }

// Each photo is decoded once and never again: libvips' cache of operations would only hold memory.
sharp.cache(false)

export type ImageHeader = Pick<Metadata, 'width' | 'height' | 'channels' | 'depth' | 'pages'>

/**
 * What a header says the image takes once decoded: width × height × channels × bytes per channel,
 * for every frame (Payload decodes all of an animated WebP's or GIF's).
 */
export function decodedBytes(header: ImageHeader): number {
  const { width = 0, height = 0, channels = 4, depth = 'double', pages = 1 } = header
  return width * height * channels * (SAMPLE_BYTES[depth] ?? 8) * Math.max(1, pages)
}

/** Whether an image of this header is one the server decodes: within the pixel rule and the byte budget. */
export function withinDecodeBudget(header: ImageHeader): boolean {
  const { width = 0, height = 0, pages = 1 } = header
  return width > 0 && height > 0 && width * height * Math.max(1, pages) <= MAX_PIXELS && decodedBytes(header) <= MAX_DECODED_BYTES
}

/** An image's header (sharp reads no pixels for it), or undefined when it has none we can read. */
export async function imageHeader(input: Buffer | string): Promise<ImageHeader | undefined> {
  const header = await sharp(input).metadata().catch(() => undefined)
  return header?.width && header.height ? header : undefined
}

/** Reads an image's header only and refuses, before any decode, one over the budget. */
export async function checkDecodeBudget(data: Buffer): Promise<void> {
  const header = await imageHeader(data)
  if (!header) throw unsupported(PHOTO_MESSAGES.type, { file: PHOTO_MESSAGES.type })
  if (!withinDecodeBudget(header)) throw tooLarge(PHOTO_MESSAGES.dimensions, { file: PHOTO_MESSAGES.dimensions })
}

/**
 * The one full decode of a visitor's photo: upright, at most STORED_MAX_EDGE, 8-bit sRGB, no
 * metadata, in its own format. A truncated or corrupt file fails here. Payload then makes the
 * stored copies from this small image instead of decoding the original four more times.
 */
export async function decodeForStorage(data: Buffer, mime: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  try {
    const image = sharp(data, { failOn: 'error', limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: STORED_MAX_EDGE, height: STORED_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
    // Payload re-encodes this copy once more: a high JPEG quality keeps that second pass lossless to the eye.
    return await (mime === 'image/png' ? image.png() : image.jpeg({ quality: 95 })).toBuffer()
  } catch {
    throw unsupported(PHOTO_MESSAGES.type, { file: PHOTO_MESSAGES.type })
  }
}
