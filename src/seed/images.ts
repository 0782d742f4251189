import sharp from 'sharp'

/** Colours of the demo pictures: calm skies, water and candlelight. */
const SCENES = {
  dawn: ['#0b1f3a', '#3d5a80', '#f2c14e'],
  dusk: ['#14213d', '#7b2d26', '#fca311'],
  harbor: ['#0f2a44', '#2a6f97', '#e9c46a'],
  garden: ['#1b3a2b', '#4f772d', '#f6d365'],
  candles: ['#101820', '#3a2e39', '#f4a259'],
  lights: ['#0a1128', '#1c3f60', '#fefcfb'],
} as const

export type Scene = keyof typeof SCENES

/** Draws a demo photo (a sky with a rising light) so the seed needs no network and no binaries. */
export async function demoPhoto(scene: Scene, width = 1600, height = 1067): Promise<Buffer> {
  const [top, middle, glow] = SCENES[scene]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="0.7" stop-color="${middle}"/>
      <stop offset="1" stop-color="${glow}"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${glow}" stop-opacity="1"/>
      <stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${width * 0.5}" cy="${height * 0.78}" r="${height * 0.45}" fill="url(#sun)"/>
  <rect y="${height * 0.82}" width="100%" height="${height * 0.18}" fill="${top}" opacity="0.85"/>
</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer()
}
