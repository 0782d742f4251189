import { describe, expect, it } from 'vitest'

import { namesInText } from '@/lib/namesInText'

// The flag on a typed recommendation letter (src/lib/namesInText.ts): the applicant's and the
// writer's names, and the school, as whole words in any case; short name parts are not looked for.

const people = ['Alice Anders', 'John Smith']

describe('names in a letter', () => {
  it('finds each name part as a whole word, in any case, and the school as a phrase', () => {
    const letter = 'I am JOHN smith, physics teacher at Anders High School. I recommend Alice Anders without reserve.'
    expect(namesInText(letter, { people, places: ['Anders High School'] })).toEqual(['Alice', 'Anders', 'John', 'Smith', 'Anders High School'])
  })

  it('finds nothing in a letter that names no one', () => {
    expect(namesInText('I have taught the applicant physics for two years; she is steady, kind and brave.', { people, places: ['Anders High School'] })).toEqual([])
    expect(namesInText('', { people })).toEqual([])
  })

  it('matches whole words only: a name inside a longer word is not a name', () => {
    expect(namesInText('Smithson and Alicea are not here; neither is Johnny.', { people })).toEqual([])
    expect(namesInText('Ask Smith-Jones: he knows.', { people })).toEqual(['Smith'])
  })

  it('leaves out name parts of one or two letters, and splits names at hyphens and apostrophes', () => {
    expect(namesInText('Li said so, and Jo agreed.', { people: ['Li Jo Wu'] })).toEqual([])
    expect(namesInText('Anne and O’Brien both came; Marie too.', { people: ['Anne-Marie O’Brien'] })).toEqual(['Anne', 'Marie', 'Brien'])
  })

  it('ignores accents both ways', () => {
    expect(namesInText('Jose is the best student I taught.', { people: ['José Núñez'] })).toEqual(['José'])
    expect(namesInText('I recommend NÚÑEZ.', { people: ['Jose Nunez'] })).toEqual(['Nunez'])
  })

  it('a school is found only as its whole name', () => {
    expect(namesInText('A lakeside walk, at a high school.', { people: [], places: ['Lakeside High School'] })).toEqual([])
    expect(namesInText('At lakeside  high\nschool she led the choir.', { people: [], places: ['Lakeside High School'] })).toEqual(['Lakeside High School'])
  })
})
