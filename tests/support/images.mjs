// Images made on the spot with sharp, shared by the integration tests and the upload benchmark.
import sharp from 'sharp'

/**
 * The black-box attack's picture: a 6320×6320 16-bit RGBA PNG of one colour. About 40 megapixels
 * (within a pixel rule), 320 MB once decoded, under 0.5 MB as a file (deflate squeezes the
 * repeated rows).
 */
export function sixteenBitPng(width = 6320, height = 6320) {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 120, b: 40, alpha: 1 } } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** A JPEG a phone could take: 8-bit RGB, `megapixels` in 4:3, with some texture so it compresses like a photo. */
export function phoneJpeg(megapixels = 12) {
  const height = Math.round(Math.sqrt((megapixels * 1e6 * 3) / 4))
  const width = Math.round((height * 4) / 3)
  const grain = sharp({ create: { width: Math.ceil(width / 8), height: Math.ceil(height / 8), channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
  return grain
    .png()
    .toBuffer()
    .then((small) => sharp(small).resize(width, height, { kernel: 'cubic' }).jpeg({ quality: 85 }).toBuffer())
}
