/**
 * Names a text gives away, for a blind review: each part of a person's name of three letters or
 * more ("Alice", "Anders"; not "Li" or "Jo", which would match ordinary words) found as a whole
 * word, and each place's name (a school) found as a whole phrase. Case and accents do not count
 * ("ANDERS", "Jose" find "José"). Returns what was found, as the name spells it, each once.
 */
export function namesInText(text: string, names: { people: string[]; places?: string[] }): string[] {
  const words = wordsOf(text)
  if (words.length === 0) return []
  const vocabulary = new Set(words)
  const spaced = ` ${words.join(' ')} `
  const found = new Set<string>()
  for (const person of names.people) {
    for (const part of person.split(NOT_A_WORD)) {
      if ([...fold(part)].length >= MIN_LETTERS && vocabulary.has(fold(part))) found.add(part)
    }
  }
  for (const place of names.places ?? []) {
    const phrase = wordsOf(place)
    if (phrase.some((word) => [...word].length >= MIN_LETTERS) && spaced.includes(` ${phrase.join(' ')} `)) found.add(place.trim())
  }
  return [...found]
}

/** A name part shorter than this is not looked for. */
const MIN_LETTERS = 3

/** What separates words: anything but a letter, a combining mark or a digit (an apostrophe or a hyphen too: "O'Brien", "Anne-Marie"). */
const NOT_A_WORD = /[^\p{L}\p{M}\p{N}]+/u

/** Lower case, without accents (decomposed, the marks dropped). */
const fold = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()

const wordsOf = (value: string) => fold(value).split(NOT_A_WORD).filter(Boolean)
