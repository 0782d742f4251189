import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { CACHE_TAGS, PUBLIC_LIST_TAGS } from '@/lib/cache-tags'
import { expirePublicCache } from '@/lib/revalidate'

// The staff's "purge public cache" expires every public page and GET: it expires every list tag of
// src/lib/cache-tags.ts, and every tag a public read carries is one of them or comes with one.

const root = path.resolve(__dirname, '../..')
/** The cache handler's hook that revalidate.ts calls, set here to hear which tags a purge expires. */
const EXPIRE_TAGS_NOW = Symbol.for('from-loss-to-light.cache.expireTagsNow')
const hooks = globalThis as { [EXPIRE_TAGS_NOW]?: (tags: string[]) => Promise<void> }

/** The machinery that passes any tag along (the cache handler, the expiry, the cached read), not a use of one. */
const MACHINERY = ['lib/cache-handler.mjs', 'lib/revalidate.ts', 'server/queries/cachedRead.ts']

/** The TypeScript files under src that use tags, with their text. */
const sources = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('payload-types.ts') && !MACHINERY.includes(name))
  .map((name) => ({ file: `src/${name}`, text: readFileSync(path.join(root, 'src', name), 'utf8') }))

/** Every list of tags a read is kept under (`tags: [...]`) or a change expires (`expireCacheTags([...])`, `expireTagsHook(… => [...])`, `revalidateTag(…)`). */
function tagLists(): { file: string; items: string[] }[] {
  const lists: { file: string; items: string[] }[] = []
  for (const { file, text } of sources) {
    const patterns = [/\btags:\s*\[([^\]]*)\]/g, /\bexpireCacheTags\(\s*\[([^\]]*)\]/g, /\bexpireTagsHook\([^)]*\)\s*=>\s*\[([^\]]*)\]/g, /\b(?:revalidateTag|cacheTag|updateTag)\(([^,)]+)/g]
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const items = match[1]!
          .split(/,(?![^(]*\))/)
          .map((item) => item.trim())
          .filter((item) => item && !item.startsWith('...'))
        if (items.length) lists.push({ file, items })
      }
    }
  }
  return lists
}

const listTagNames = Object.entries(CACHE_TAGS)
  .filter(([, tag]) => typeof tag === 'string')
  .map(([name]) => name)

afterEach(() => {
  delete hooks[EXPIRE_TAGS_NOW]
})

describe('the purge of the public cache', () => {
  it('expires every list tag, the wall’s and the rounds’ among them', async () => {
    const expired: string[] = []
    hooks[EXPIRE_TAGS_NOW] = async (tags) => void expired.push(...tags)
    await expirePublicCache()
    expect(expired.sort()).toEqual(
      Object.values(CACHE_TAGS)
        .filter((tag) => typeof tag === 'string')
        .sort(),
    )
    expect(expired).toEqual(expect.arrayContaining(['events', 'gallery', 'sponsors', 'site-content', 'campaigns', 'remembrances', 'scholarships']))
    expect([...PUBLIC_LIST_TAGS].sort()).toEqual(expired)
  })

  it('finds the reads and the changes that use tags', () => {
    const lists = tagLists()
    expect(lists.filter(({ file }) => file.startsWith('src/server/queries/')).length).toBeGreaterThanOrEqual(10)
    expect(lists.some(({ file }) => file.startsWith('src/collections/'))).toBe(true)
  })

  it('every tag in src is named from CACHE_TAGS (no tag spelled out elsewhere)', () => {
    const named = /^CACHE_TAGS\.(\w+)(\(.*\))?$/
    const strays = tagLists().flatMap(({ file, items }) => items.filter((item) => !named.test(item)).map((item) => `${file}: ${item}`))
    expect(strays).toEqual([])
  })

  it('every public read is kept under a list tag the purge expires (one thing’s own tag comes with its list’s)', () => {
    const reads = tagLists().filter(({ file, items }) => file.startsWith('src/server/queries/') && items.some((item) => item.startsWith('CACHE_TAGS.')))
    const uncovered = reads.filter(({ items }) => !items.some((item) => listTagNames.includes(/^CACHE_TAGS\.(\w+)$/.exec(item)?.[1] ?? '')))
    expect(uncovered).toEqual([])
  })
})
