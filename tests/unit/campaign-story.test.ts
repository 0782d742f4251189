import { describe, expect, it } from 'vitest'

import type { Campaign } from '@/payload-types'
import { daysLeft } from '@/server/services/campaigns/campaigns'
import { storyParagraphs, storyToLexical } from '@/server/services/campaigns/story'

// A campaign's story (src/server/services/campaigns/story.ts): plain paragraphs for the staff API
// and the pages, Lexical JSON in the collection so /cms edits it as rich text; and the days a
// campaign's page says are left (src/server/services/campaigns/campaigns.ts).

type Story = NonNullable<Campaign['story']>
const node = (type: string, fields: Record<string, unknown> = {}) => ({ type, version: 1, ...fields })
const lexical = (...children: Record<string, unknown>[]): Story => ({ root: { type: 'root', direction: 'ltr', format: '', indent: 0, version: 1, children } }) as Story

describe('storyToLexical and storyParagraphs: plain text ↔ the collection’s rich text', () => {
  it('a blank line between paragraphs makes paragraphs, read back as written', () => {
    const text = 'We walk on 11 September.\n\nEvery mile is a gift.'
    const story = storyToLexical(text)
    expect(story?.root.children.map((child) => child.type)).toEqual(['paragraph', 'paragraph'])
    expect(storyParagraphs(story)).toEqual(['We walk on 11 September.', 'Every mile is a gift.'])
  })

  it('a single new line stays a line break inside its paragraph', () => {
    const story = storyToLexical('Start: the park gate\nEnd: the memorial')
    expect(story?.root.children).toHaveLength(1)
    const children = (story?.root.children[0] as unknown as { children: { type: string }[] }).children
    expect(children.map((child) => child.type)).toEqual(['text', 'linebreak', 'text'])
    expect(storyParagraphs(story)).toEqual(['Start: the park gate\nEnd: the memorial'])
  })

  it('trims paragraphs, and reads blank lines of spaces and several blank lines as one break', () => {
    expect(storyParagraphs(storyToLexical('  One.  \n \n\n\n  Two.\t'))).toEqual(['One.', 'Two.'])
  })

  it('no text, or only spaces, is no story', () => {
    expect(storyToLexical(null)).toBeNull()
    expect(storyToLexical('')).toBeNull()
    expect(storyToLexical(' \n\n \n')).toBeNull()
  })

  it('a story without paragraphs reads as none', () => {
    expect(storyParagraphs(null)).toEqual([])
    expect(storyParagraphs(undefined)).toEqual([])
    expect(storyParagraphs({} as Story)).toEqual([])
  })

  it('formatting added in /cms reads back as its text: bold, links, headings', () => {
    const story = lexical(
      node('heading', { tag: 'h2', children: [node('text', { text: 'Why we walk' })] }),
      node('paragraph', {
        children: [node('text', { text: 'Join ', format: 1 }), node('link', { url: 'https://example.org', children: [node('text', { text: 'us' })] }), node('text', { text: '.' })],
      }),
    )
    expect(storyParagraphs(story)).toEqual(['Why we walk', 'Join us.'])
  })

  it('an empty paragraph added in /cms is left out', () => {
    expect(
      storyParagraphs(lexical(node('paragraph', { children: [] }), node('paragraph', { children: [node('text', { text: ' Hi ' })] }), node('paragraph', { children: [node('linebreak')] }))),
    ).toEqual(['Hi'])
  })
})

describe('daysLeft: whole days until a campaign ends', () => {
  const ENDS = '2031-09-11T04:00:00.000Z'
  const DAY = 24 * 60 * 60 * 1000
  const end = Date.parse(ENDS)

  it('counts whole days only, rounding down', () => {
    expect(daysLeft(ENDS, end - 10 * DAY)).toBe(10)
    expect(daysLeft(ENDS, end - 10 * DAY + 1)).toBe(9)
    expect(daysLeft(ENDS, end - DAY)).toBe(1)
  })

  it('is 0 on the last day, at the end and after it: never less', () => {
    expect(daysLeft(ENDS, end - DAY + 1)).toBe(0)
    expect(daysLeft(ENDS, end)).toBe(0)
    expect(daysLeft(ENDS, end + 30 * DAY)).toBe(0)
  })
})
