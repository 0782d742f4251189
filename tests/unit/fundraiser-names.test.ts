import { describe, expect, it } from 'vitest'

import { donorFirstName, slugFromName } from '@/server/services/fundraisers/fundraiserNames'

// What a supporter's fundraising page and its mails make of names
// (src/server/services/fundraisers/fundraiserNames.ts): the page's address from the supporter's
// name (/campaigns/{slug}/{fundraiser}), and a donor as the supporter may see them.

describe('slugFromName: a fundraiser’s address from its supporter’s name', () => {
  it('lower-case words joined by hyphens', () => {
    expect(slugFromName('Maria Lopez')).toBe('maria-lopez')
    expect(slugFromName('  The  Smith   Family  ')).toBe('the-smith-family')
  })

  it('accents dropped, anything else not a letter or digit a single hyphen', () => {
    expect(slugFromName('José Muñoz-Álvarez')).toBe('jose-munoz-alvarez')
    expect(slugFromName("Siobhán O'Brien & Co.")).toBe('siobhan-o-brien-co')
    expect(slugFromName('Class of 2031!!')).toBe('class-of-2031')
  })

  it('never begins or ends with a hyphen', () => {
    expect(slugFromName('--Anna--')).toBe('anna')
    expect(slugFromName('¡Hola!')).toBe('hola')
  })

  it('at most 60 characters, without a hyphen left at the cut', () => {
    const long = slugFromName('a'.repeat(59) + ' b' + ' c'.repeat(40))
    expect(long).toBe('a'.repeat(59))
    expect(slugFromName('word '.repeat(30)).length).toBeLessThanOrEqual(60)
    expect(slugFromName('word '.repeat(30))).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })

  it('a name with no Latin letter or digit is “supporter”', () => {
    expect(slugFromName('张伟')).toBe('supporter')
    expect(slugFromName('   ')).toBe('supporter')
    expect(slugFromName('')).toBe('supporter')
    expect(slugFromName('!!!')).toBe('supporter')
  })

  it('is always a slug the URL’s {slug} accepts', () => {
    for (const name of ['Ünïcödé Nâmé', 'a_b c', 'X', 'Émile Zola', '9/11 Walk 2031', '💛 Hope']) expect(slugFromName(name)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })
})

describe('donorFirstName: a donor as their supporter may see them', () => {
  it('the first word of the name, trimmed', () => {
    expect(donorFirstName({ donor_name: 'Ada Lovelace' })).toBe('Ada')
    expect(donorFirstName({ donor_name: '  Grace   Brewster Hopper ' })).toBe('Grace')
    expect(donorFirstName({ donor_name: 'Cher' })).toBe('Cher')
  })

  it('“Someone” for a donor who asked not to be named, whatever name they gave', () => {
    expect(donorFirstName({ donor_name: 'Ada Lovelace', is_anonymous: true })).toBe('Someone')
  })

  it('“Someone” without a name', () => {
    expect(donorFirstName({ donor_name: null })).toBe('Someone')
    expect(donorFirstName({ donor_name: '   ' })).toBe('Someone')
    expect(donorFirstName({})).toBe('Someone')
    expect(donorFirstName({ donor_name: 'Ada', is_anonymous: false })).toBe('Ada')
  })
})
