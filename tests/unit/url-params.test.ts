import { describe, expect, it } from 'vitest'

import { SLUG_MAX } from '@/contracts/common'
import { DomainError } from '@/server/domain/errors'
import { parseId, parseParam, parseSlug } from '@/server/http/params'

// Path parameters (src/server/http/params.ts): `{id}` a record id PostgreSQL can hold, `{slug}`
// lowercase words joined by single hyphens; anything else names nothing there is, so it is 404
// (never 400 or 500: a malformed URL tells no more than an unknown one).

/** What a parse throws: its kind and words, or null when it parses. */
const refusal = (parse: () => unknown) => {
  try {
    parse()
    return null
  } catch (error) {
    return error instanceof DomainError ? { kind: error.kind, message: error.message } : error
  }
}
const NOT_FOUND = { kind: 'not-found', message: 'Not found.' }

describe('parseId', () => {
  it('takes a positive whole number up to PostgreSQL’s largest int4', () => {
    expect(parseId('1')).toBe(1)
    expect(parseId('2147483647')).toBe(2_147_483_647)
  })

  it('anything else is 404: zero, negative, fractional, exponent, leading zero, spaces, too large, words', () => {
    for (const raw of ['0', '-3', '1.5', '1e3', '007', ' 7', '7 ', '2147483648', '99999999999', 'abc', '', '0x10']) {
      expect(
        refusal(() => parseId(raw)),
        JSON.stringify(raw),
      ).toEqual(NOT_FOUND)
    }
  })
})

describe('parseSlug', () => {
  it('takes lowercase letters, digits and single hyphens between them', () => {
    expect(parseSlug('walk-2031')).toBe('walk-2031')
    expect(parseSlug('a')).toBe('a')
    expect(parseSlug('2031')).toBe('2031')
  })

  it('anything else is 404: capitals, a hyphen at either end or doubled, spaces, accents, dots, slashes, nothing', () => {
    for (const raw of ['Walk', '-walk', 'walk-', 'walk--2031', 'walk 2031', 'café', 'walk.html', '../admin', 'walk_2031', '']) {
      expect(
        refusal(() => parseSlug(raw)),
        JSON.stringify(raw),
      ).toEqual(NOT_FOUND)
    }
  })

  it(`takes up to ${SLUG_MAX} characters, the longest a slug field stores`, () => {
    expect(parseSlug('a'.repeat(SLUG_MAX))).toHaveLength(SLUG_MAX)
    expect(refusal(() => parseSlug('a'.repeat(SLUG_MAX + 1)))).toEqual(NOT_FOUND)
  })
})

describe('parseParam: by the parameter’s name', () => {
  it('`slug` is a slug; every other name is an id', () => {
    expect(parseParam('slug', 'walk')).toBe('walk')
    expect(parseParam('id', '12')).toBe(12)
    expect(parseParam('round', '12')).toBe(12)
    expect(refusal(() => parseParam('id', 'walk'))).toEqual(NOT_FOUND)
    expect(refusal(() => parseParam('slug', '12.5'))).toEqual(NOT_FOUND)
  })
})
