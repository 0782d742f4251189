import { describe, expect, it } from 'vitest'

import { http } from '../support/http'

describe('the site’s icons', () => {
  it('/favicon.ico is an icon file with 16, 32 and 48 px images', async () => {
    const response = await http('/favicon.ico')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/x-icon')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.readUInt16LE(2)).toBe(1) // an icon
    const count = bytes.readUInt16LE(4)
    expect(Array.from({ length: count }, (_, i) => bytes.readUInt8(6 + 16 * i))).toEqual([16, 32, 48])
  })

  it('pages link the SVG icon and the Apple touch icon; the manifest names the app icons, which are served', async () => {
    const html = await (await http('/about')).text()
    expect(html).toMatch(/<link rel="icon" href="\/icon\.svg[^"]*"[^>]* type="image\/svg\+xml"/)
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png[^"]*"/)
    const manifest = (await (await http('/manifest.webmanifest')).json()) as { name: string; icons: { src: string; sizes: string }[] }
    expect(manifest.name).toBe('Loss to Light Memorial Foundation')
    for (const icon of manifest.icons) {
      const file = await http(icon.src)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('image/png')
    }
    expect((await http('/icon.svg')).headers.get('content-type')).toMatch(/^image\/svg\+xml/)
  })
})
