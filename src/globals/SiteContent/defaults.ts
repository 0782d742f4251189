import { BRAND } from '@/lib/brand'
import { paragraphs } from '@/lib/lexical'

/**
 * What the site says before staff edit it in /cms. The name, contact details and biography are
 * placeholders the foundation replaces with its own.
 */
export const SITE_CONTENT_DEFAULTS = {
  foundation_name: 'Loss to Light Memorial Foundation',
  acronym: 'LLMF',
  tagline: BRAND,
  mission:
    'To turn loss into light by building a lasting legacy of compassion, resilience and hope for families and communities in need. We support families, promote healing and empower youth through education and community programs.',
  vision: 'A world where every family facing loss finds support, every young person has the chance to grow, and every community keeps the memory of those it lost alive through acts of kindness.',
  remember_intro:
    'This wall belongs to everyone who loved her. Leave a few words about who she was to you, a memory, or what you carry forward; light a candle to say you remember.\n\nEvery remembrance is read by our team before it appears here.',
  core_values: [
    {
      title: 'Remembrance',
      description: 'We honor the lives lost on September 11, 2001, and keep their stories alive through service.',
    },
    {
      title: 'Compassion',
      description: 'We meet every family with kindness, patience and practical care when they need it most.',
    },
    {
      title: 'Resilience',
      description: 'We believe in the strength of people and communities to heal, grow and rise again.',
    },
  ],
  biography: paragraphs(
    'She was a mother, a sister and a friend to everyone who knew her. She worked in the World Trade Center and was lost on September 11, 2001.',
    'Those who loved her remember her warmth, her laughter and the way she made room for everyone at her table. This foundation carries her spirit forward by helping families and young people find their way from loss to light.',
  ),
  contact: {
    phone: '(212) 555-0143',
    email: 'info@losstolight.example.org',
    address: 'PO Box 0000, New York, NY 10001',
  },
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
  },
  privacy_policy: paragraphs(
    'We collect only what you choose to send us: your name and email when you RSVP, donate, volunteer, contact us or submit a photo, and the message or photo itself.',
    'We use it only to answer you, to run our programs and to keep the records the law requires. We never sell or share your information. Card payments are processed by our payment provider; we never see or store your card number.',
    'To see, correct or delete what we hold about you, contact us at the email address below.',
  ),
  donation_terms: paragraphs(
    'Our application for 501(c)(3) tax-exempt status has been submitted and is pending. Tax receipts will be provided once the status is approved.',
    'Card donations are processed securely by our card payment provider.',
    'Recurring monthly donations can be cancelled at any time by contacting the foundation.',
    'All donations are final. If you believe a donation was made in error, please report it to us within 30 days.',
    'Donations may be made in dedication to or in memory of a loved one.',
  ),
}
