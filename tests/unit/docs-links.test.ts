import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

/** The README and every document under `docs/`, as paths relative to the repository. */
const documents = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
]

/** The lines of a markdown text outside fenced code blocks (``` or ~~~); those inside become empty. */
function proseLines(text: string): string[] {
  let fence: string | undefined
  return text.split('\n').map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker && (fence === undefined || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === undefined ? marker : undefined
      return ''
    }
    return fence === undefined ? line : ''
  })
}

/** GitHub's anchor for a heading's text: the rendered text lowercased, punctuation but `-` and `_` dropped, each space a hyphen. */
function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image counts by its text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/(\*{1,2})(\S(?:.*?\S)?)\1/g, '$2') // emphasis markers: asterisks anywhere,
    .replace(/(?<![\p{L}\p{N}])(_{1,2})(\S(?:.*?\S)?)\1(?![\p{L}\p{N}])/gu, '$2') // underscores not inside a word
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** Every anchor the headings of a markdown text produce, a repeated one suffixed -1, -2 … as GitHub does. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const line of proseLines(text)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1]
    if (heading === undefined) continue
    const base = slug(heading)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

/** The targets of the markdown links (and images) of a text, outside code blocks and code spans. */
function linkTargets(text: string): { line: number; target: string }[] {
  return proseLines(text).flatMap((line, index) =>
    [...line.replace(/(`+)[^`]*?\1/g, '').matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => ({ line: index + 1, target: match[1]! })),
  )
}

/** Whether a target is a relative one this test checks (not a URL with a scheme, not a site path like `/api`). */
const isRelative = (target: string): boolean => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('/')

const leavesRepository = (resolved: string): boolean => path.relative(root, resolved).startsWith('..') || path.isAbsolute(path.relative(root, resolved))

/** Paths written out in backquotes that lead out of the repository (`../shared/…`): a reader cannot follow them either. */
const pathsOutside = (text: string): string[] => proseLines(text).flatMap((line) => [...line.matchAll(/`(\.\.\/[^`\s]*)`/g)].map((match) => match[1]!))

/** What is wrong with one link of `document`, or undefined when it resolves. */
function brokenLink(document: string, target: string): string | undefined {
  const hash = target.indexOf('#')
  const file = decodeURIComponent(hash < 0 ? target : target.slice(0, hash))
  const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1))
  const resolved = file === '' ? path.join(root, document) : path.resolve(root, path.dirname(document), file)

  // A newcomer has the repository and nothing beside it: a link may not leave it.
  if (leavesRepository(resolved)) return `outside the repository: ${path.relative(root, resolved)}`

  if (!existsSync(resolved)) return `no such file: ${path.relative(root, resolved)}`
  if (anchor === undefined || !resolved.endsWith('.md') || statSync(resolved).isDirectory()) return undefined
  if (!anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)) return `no heading makes #${anchor} in ${path.relative(root, resolved)}`
  return undefined
}

describe('GitHub heading anchors', () => {
  it.each([
    ['The API (`/api`)', 'the-api-api'],
    ["Campaigns, tributes and supporters' pages", 'campaigns-tributes-and-supporters-pages'],
    ['Card donations (Stripe)', 'card-donations-stripe'],
    ['What a deployment must set', 'what-a-deployment-must-set'],
    ['Über `snake_case` — déjà vu', 'über-snake_case--déjà-vu'],
    ['[Linked](https://example.org) **bold** _and_ heading', 'linked-bold-and-heading'],
  ])('%s → #%s', (heading, anchor) => {
    expect(slug(heading)).toBe(anchor)
  })

  it('numbers repeated headings, and ignores "headings" inside code blocks', () => {
    const anchors = anchorsOf('# Notes\n\n## Notes\n\n```bash\n# not a heading\n```\n\n### Notes\n')
    expect([...anchors]).toEqual(['notes', 'notes-1', 'notes-2'])
  })
})

describe('the documentation links', () => {
  it('finds the README and the documents under docs/', () => {
    expect(documents).toContain('README.md')
    expect(documents.length).toBeGreaterThan(1)
  })

  it.each(documents)('every relative link and anchor in %s resolves', (document) => {
    const text = readFileSync(path.join(root, document), 'utf8')
    const broken = linkTargets(text)
      .filter(({ target }) => isRelative(target))
      .flatMap(({ line, target }) => {
        const problem = brokenLink(document, target)
        return problem === undefined ? [] : [`${document}:${line} (${target}): ${problem}`]
      })
    expect(broken).toEqual([])
  })

  it.each(documents)('%s neither links nor points to anything outside the repository', (document) => {
    const text = readFileSync(path.join(root, document), 'utf8')
    const outside = pathsOutside(text).filter((written) => leavesRepository(path.resolve(root, path.dirname(document), written)))
    expect(outside).toEqual([])
  })

  it('fails a link that leaves the repository, even to a folder that exists beside it', () => {
    expect(brokenLink('README.md', '../shared/spec/product-spec.md')).toMatch(/^outside the repository/)
    expect(brokenLink('docs/api.md', '../../shared/ARCHITECTURE.md')).toMatch(/^outside the repository/)
    expect(brokenLink('docs/api.md', '../README.md')).toBeUndefined()
    expect(pathsOutside('The spec is `../shared/spec/product-spec.md`.\n```\n`../in/code/block`\n```\n')).toEqual(['../shared/spec/product-spec.md'])
  })

  it('skips links inside code, and checks the ones outside', () => {
    const links = linkTargets('[a](x.md)\n`[b](y.md)`\n```\n[c](z.md)\n```\n[d](#e)\n')
    expect(links.map(({ target }) => target)).toEqual(['x.md', '#e'])
  })
})

describe('the README as a front door', () => {
  it('is at most 300 lines', () => {
    const text = readFileSync(path.join(root, 'README.md'), 'utf8')
    const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length
    expect(lines).toBeLessThanOrEqual(300)
  })
})
