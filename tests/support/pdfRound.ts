const DAY = 86_400_000

/** An open, published scholarship round that asks for one PDF (the essay), for the untrusted-PDF test and `npm run bench:pdf`. */
export const pdfRound = (slug: string, description: string, recommendations_required: number) => ({
  title: 'Untrusted Files Round',
  slug,
  summary: 'For graduating students.',
  description,
  award_cents: 100_000,
  awards_count: 1,
  opens_at: new Date(Date.now() - DAY).toISOString(),
  closes_at: new Date(Date.now() + 30 * DAY).toISOString(),
  essay_prompt: 'Tell us about your next step.',
  essay_max_words: 100,
  documents: [{ key: 'essay_pdf', label: 'Essay as a PDF', required: true, reviewers_see: true }],
  recommendations_required,
  criteria: [{ key: 'essay', label: 'Essay' }],
  is_published: true,
})
