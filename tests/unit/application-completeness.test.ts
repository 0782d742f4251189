import { describe, expect, it } from 'vitest'

import { wordCount } from '@/contracts/scholarships'
import type { ScholarshipApplication, ScholarshipFile, ScholarshipRound } from '@/payload-types'
import { missingParts } from '@/server/services/scholarships/completeness'

// What keeps an application from being submitted (src/server/services/scholarships/completeness.ts;
// docs/scholarships.md: submit is "refused with 422 naming what is missing"): the essay, within the
// round's word limit, and every required document. The applicant's page lists the same words.

type Round = Pick<ScholarshipRound, 'essay_max_words' | 'documents'>
type Documents = ScholarshipApplication['documents']

const round: Round = {
  essay_max_words: 5,
  documents: [
    { key: 'transcript', label: 'Latest school transcript', required: true },
    { key: 'resume', label: 'Résumé' },
    { key: 'portfolio', label: 'Portfolio', required: false },
  ],
}
const uploaded = (...keys: string[]): Documents => keys.map((key, i) => ({ key, file: 100 + i, filename: `${key}.pdf` }))
const allDocuments = uploaded('transcript', 'resume')

describe('wordCount: words as the limit counts them', () => {
  it('counts runs of non-space characters, whatever spaces, tabs or new lines stand between', () => {
    expect(wordCount('one two  three')).toBe(3)
    expect(wordCount('  one\ttwo\n\nthree \n')).toBe(3)
    expect(wordCount('well-being, don’t; 1,000 words.')).toBe(4)
  })

  it('nothing, spaces only, null and undefined are no words', () => {
    expect(wordCount('')).toBe(0)
    expect(wordCount('   \n\t ')).toBe(0)
    expect(wordCount(null)).toBe(0)
    expect(wordCount(undefined)).toBe(0)
  })
})

describe('missingParts: what keeps an application from being submitted', () => {
  it('a complete application lacks nothing', () => {
    expect(missingParts({ essay: 'I will study nursing.', documents: allDocuments }, round)).toEqual({})
  })

  it('an essay of exactly the limit is complete; one word more is too long, with the limit in the words', () => {
    expect(missingParts({ essay: 'one two three four five', documents: allDocuments }, round)).toEqual({})
    expect(missingParts({ essay: 'one two three four five six', documents: allDocuments }, round)).toEqual({ essay: 'The essay is longer than 5 words.' })
  })

  it('an essay of spaces only, or none, is missing', () => {
    expect(missingParts({ essay: '   \n ', documents: allDocuments }, round)).toEqual({ essay: 'The essay is missing.' })
    expect(missingParts({ essay: null, documents: allDocuments }, round)).toEqual({ essay: 'The essay is missing.' })
    expect(missingParts({ documents: allDocuments }, round)).toEqual({ essay: 'The essay is missing.' })
  })

  it('names each required document not uploaded, by its label, keyed by its field', () => {
    expect(missingParts({ essay: 'Hello', documents: [] }, round)).toEqual({
      'documents.transcript': 'The document “Latest school transcript” is missing.',
      'documents.resume': 'The document “Résumé” is missing.',
    })
  })

  it('a document is required unless the round says otherwise: an optional one is never missing', () => {
    expect(missingParts({ essay: 'Hello', documents: uploaded('transcript') }, round)).toEqual({ 'documents.resume': 'The document “Résumé” is missing.' })
    expect(Object.keys(missingParts({ essay: 'Hello', documents: allDocuments }, round))).not.toContain('documents.portfolio')
  })

  it('a document row without its file (the file deleted) is not uploaded; a file read with its record is', () => {
    const file = { id: 55 } as ScholarshipFile
    const documents: Documents = [
      { key: 'transcript', file: null },
      { key: 'resume', file },
    ]
    expect(missingParts({ essay: 'Hello', documents }, round)).toEqual({ 'documents.transcript': 'The document “Latest school transcript” is missing.' })
  })

  it('a document the round does not ask for counts for nothing', () => {
    expect(missingParts({ essay: 'Hello', documents: uploaded('transcript', 'photo') }, round)).toEqual({ 'documents.resume': 'The document “Résumé” is missing.' })
  })

  it('says every missing part at once, the essay first', () => {
    const missing = missingParts({ essay: '', documents: null }, round)
    expect(Object.keys(missing)).toEqual(['essay', 'documents.transcript', 'documents.resume'])
  })

  it('a round that asks for no documents needs only the essay', () => {
    expect(missingParts({ essay: 'Hello', documents: null }, { essay_max_words: 650, documents: null })).toEqual({})
    expect(missingParts({ essay: 'Hello', documents: null }, { essay_max_words: 650, documents: [] })).toEqual({})
  })
})
