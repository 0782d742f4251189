import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest, type RequiredDataFromCollectionSlug } from 'payload'

import { paragraphs } from '@/lib/lexical'

import { demoPhoto, type Scene } from './images'

const DAY = 24 * 60 * 60 * 1000
const context = { disableRevalidate: true }

/** A date `days` from now at a given local hour, as ISO. */
function daysFromNow(days: number, hour = 18): string {
  const date = new Date(Date.now() + days * DAY)
  date.setUTCHours(hour + 5, 0, 0, 0) // roughly the hour in New York
  return date.toISOString()
}

/**
 * Demo content for an empty development database, so a newcomer sees a living site.
 * Does nothing once any event or sponsor tier exists.
 */
export async function seedDemoContent(payload: Payload): Promise<void> {
  const [events, tiers] = await Promise.all([payload.count({ collection: 'events' }), payload.count({ collection: 'sponsor-tiers' })])
  if (events.totalDocs > 0 || tiers.totalDocs > 0) return

  payload.logger.info('Seeding demo content…')
  // One transaction, so a failure leaves an empty database that is seeded again next start.
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await seedEvents(payload, req)
    await seedSponsorTiers(payload, req)
    await seedGallery(payload, req)
    const campaign = await seedCampaign(payload, req)
    await seedDonations(payload, req, campaign)
    await seedScholarshipRound(payload, req)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  payload.logger.info('Demo content ready.')
}

async function seedEvents(payload: Payload, req: PayloadRequest): Promise<void> {
  const events = [
    {
      title: 'Annual Remembrance Walk',
      summary: 'A quiet morning walk along the Hudson to remember and to give thanks.',
      description:
        'Join families, friends and neighbours for our annual walk of remembrance.\n\nWe gather at the pier at 9 am, walk together for about two miles and close with a moment of silence and a candle lighting. All ages are welcome; the route is step-free.',
      start_at: daysFromNow(14, 9),
      end_at: daysFromNow(14, 12),
      location: 'Pier 25, Hudson River Park, New York, NY',
      is_published: true,
    },
    {
      title: 'Scholarship Information Evening',
      summary: 'Learn how our youth scholarships work and how to apply.',
      description: 'Students, parents and mentors are invited to hear about this year’s scholarships, meet past recipients and get help with applications.',
      start_at: daysFromNow(30, 18),
      end_at: daysFromNow(30, 20),
      location: 'Community Room, 1 Liberty Plaza, New York, NY',
      is_published: true,
    },
    {
      title: 'Charity Gala: An Evening of Light',
      summary: 'Dinner, music and stories in support of families and youth programs.',
      description: 'Our yearly gala brings together the people who make this work possible. Tickets are sold through our partner’s site.',
      start_at: daysFromNow(60, 19),
      location: 'Tribeca Rooftop, New York, NY',
      external_registration_url: 'https://tickets.example.org/evening-of-light',
      is_published: true,
    },
    {
      title: 'Family Support Circle',
      summary: 'A monthly gathering for families finding their way through grief.',
      description: 'A safe, gentle space to share and listen, led by a licensed counselor.',
      start_at: daysFromNow(7, 18),
      location: 'Online',
      is_published: true,
    },
    {
      title: 'Spring Candle Lighting',
      summary: 'We lit a candle for every family we walked beside this year.',
      description: 'Thank you to everyone who came.',
      start_at: daysFromNow(-40, 19),
      end_at: daysFromNow(-40, 21),
      location: 'St. Paul’s Chapel, New York, NY',
      is_published: true,
    },
    {
      title: 'Volunteer Orientation (draft)',
      summary: 'Not announced yet.',
      description: 'Details to be confirmed.',
      start_at: daysFromNow(45, 10),
      location: 'To be confirmed',
      is_published: false,
    },
  ]
  for (const data of events) await payload.create({ collection: 'events', data, context, req })
}

async function seedSponsorTiers(payload: Payload, req: PayloadRequest): Promise<void> {
  const tiers = [
    { name: 'Friend', amount_cents: 25_000, benefits: ['Name on our website', 'Thank-you letter'] },
    {
      name: 'Guardian',
      amount_cents: 100_000,
      benefits: ['Logo on our website', 'Two gala tickets', 'Recognition at events'],
    },
    {
      name: 'Beacon',
      amount_cents: 500_000,
      benefits: ['Logo on event banners', 'Six gala tickets', 'Named scholarship award'],
    },
    { name: 'Founding Circle (retired)', amount_cents: 1_000_000, benefits: ['Legacy listing'], active: false },
  ]
  for (const [index, tier] of tiers.entries()) {
    await payload.create({
      collection: 'sponsor-tiers',
      data: {
        name: tier.name,
        amount_cents: tier.amount_cents,
        benefits_json: { benefits: tier.benefits },
        is_active: tier.active ?? true,
        sort_order: index,
      },
      context,
      req,
    })
  }
}

async function seedGallery(payload: Payload, req: PayloadRequest): Promise<void> {
  const photos: { scene: Scene; title: string; description: string; approved: boolean }[] = [
    { scene: 'dawn', title: 'First light over the harbor', description: 'The morning of our remembrance walk.', approved: true },
    { scene: 'candles', title: 'Candles for every name', description: 'Our spring candle lighting.', approved: true },
    { scene: 'garden', title: 'The memory garden', description: 'Planted by volunteers and families.', approved: true },
    { scene: 'harbor', title: 'Together on the pier', description: 'Walkers gathering before we set off.', approved: true },
    { scene: 'dusk', title: 'Evening of light', description: 'Awaiting review.', approved: false },
    { scene: 'lights', title: 'Tribute in light', description: 'Awaiting review.', approved: false },
  ]
  for (const [index, photo] of photos.entries()) {
    const data = await demoPhoto(photo.scene)
    await payload.create({
      collection: 'gallery-photos',
      data: {
        title: photo.title,
        description: photo.description,
        uploader_name: 'Demo Volunteer',
        uploader_email: 'volunteer@example.org',
        consent_signed: true,
        status: photo.approved ? 'approved' : 'pending',
        submitted_at: new Date(Date.now() - (photos.length - index) * DAY).toISOString(),
      },
      file: { data, mimetype: 'image/jpeg', name: `demo-${photo.scene}.jpg`, size: data.length },
      context,
      req,
    })
  }
}

/** One open campaign with a goal (the home page shows it, and /campaigns), or the one already there. */
async function seedCampaign(payload: Payload, req: PayloadRequest): Promise<number> {
  const slug = 'light-a-path-scholarships'
  const existing = await payload.find({ collection: 'campaigns', where: { slug: { equals: slug } }, limit: 1, depth: 0, req })
  if (existing.docs[0]) return existing.docs[0].id
  const campaign = await payload.create({
    collection: 'campaigns',
    data: {
      title: 'Light a Path: Scholarships 2026',
      slug,
      story: paragraphs(
        'Every year we help young people who lost a parent take the next step: college, a trade, a first semester away from home.',
        'This spring we want to give five scholarships of $2,000 each. Every gift, however small, brings a student closer to the first day of class.',
      ),
      goal_cents: 1_000_000,
      starts_at: daysFromNow(-10, 9),
      ends_at: daysFromNow(30, 23),
      is_published: true,
    },
    context,
    req,
  })
  return campaign.id
}

async function seedDonations(payload: Payload, req: PayloadRequest, campaign: number): Promise<void> {
  const donations: Omit<RequiredDataFromCollectionSlug<'donations'>, 'currency' | 'method'>[] = [
    { amount_cents: 10_000, donor_name: 'Maria G.', donor_email: 'maria@example.org', status: 'succeeded', campaign },
    { amount_cents: 2_500, donor_name: 'James P.', donor_email: 'james@example.org', is_recurring: true, status: 'succeeded', campaign },
    { amount_cents: 5_000, dedication_note: 'In loving memory of Grandpa Joe', status: 'succeeded' },
    { amount_cents: 25_000, donor_name: 'Chen Family', donor_email: 'chen@example.org', status: 'pending' },
    { amount_cents: 5_000, donor_email: 'sam@example.org', status: 'failed' },
  ]
  for (const data of donations) {
    await payload.create({ collection: 'donations', data: { currency: 'usd', method: 'card', ...data }, context, req })
  }
}

/**
 * The round the campaign "Light a Path" funds and the information evening announces: open now for
 * a few months, one transcript (reviewers see it), one recommendation letter.
 */
async function seedScholarshipRound(payload: Payload, req: PayloadRequest): Promise<void> {
  const slug = 'light-a-path-2026'
  const existing = await payload.count({ collection: 'scholarship-rounds', where: { slug: { equals: slug } }, req })
  if (existing.totalDocs > 0) return
  await payload.create({
    collection: 'scholarship-rounds',
    data: {
      title: 'Light a Path Scholarship 2026',
      slug,
      summary: 'Five scholarships of $2,000 for graduating students who lost a parent, funded by our Light a Path campaign.',
      description:
        'The Light a Path Scholarship helps young people who lost a parent take the next step: college, a trade school, a first semester away from home.\n\nApply with a short essay, your latest transcript as a PDF and one letter of recommendation from a teacher, counselor, coach or mentor. A committee of volunteers reads every application without seeing your name.\n\nCome to our Scholarship Information Evening to hear how it works and meet past recipients.',
      award_cents: 200_000,
      awards_count: 5,
      opens_at: daysFromNow(-7, 9),
      closes_at: daysFromNow(90, 23),
      essay_prompt: 'Tell us about someone or something that helped you carry on after your loss, and what you hope to do next.',
      essay_max_words: 650,
      documents: [{ key: 'transcript', label: 'Latest school transcript', required: true, reviewers_see: false }],
      recommendations_required: 1,
      criteria: [
        { key: 'essay', label: 'Essay: voice and reflection' },
        { key: 'achievement', label: 'Achievement and effort' },
        { key: 'goals', label: 'Clear plans for the next step' },
      ],
      is_published: true,
    },
    context,
    req,
  })
}
