#!/usr/bin/env node
// Draws the site's icons from src/app/icon.svg (a light on the site's navy, in its gold):
// src/app/favicon.ico (16, 32 and 48 px), src/app/apple-icon.png (180 px) and the web app
// manifest's public/icon-192.png and public/icon-512.png. Run it again after changing the SVG.
import { readFile, writeFile } from 'node:fs/promises'
import sharp from 'sharp'

const svg = await readFile('src/app/icon.svg')
const png = (size) =>
  sharp(svg, { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png()
    .toBuffer()

/** An .ico holding PNG images (read by every browser since 2007). */
function ico(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)])
}

const sizes = [16, 32, 48]
await writeFile('src/app/favicon.ico', ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })))))
await writeFile('src/app/apple-icon.png', await png(180))
await writeFile('public/icon-192.png', await png(192))
await writeFile('public/icon-512.png', await png(512))
console.log('icons written')
