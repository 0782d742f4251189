/** A valid body for POST/PUT /api/admin/events: published, in 2031, with every field filled. */
export const eventInput = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  summary: 'Together',
  description: 'Bring a friend.',
  start_at: '2031-09-11T18:30:00-04:00',
  end_at: '2031-09-11T20:00:00-04:00',
  location: 'Pier 25',
  external_registration_url: '',
  is_published: true,
  ...extra,
})
