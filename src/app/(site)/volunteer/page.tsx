import type { Metadata } from 'next'

import { Hero } from '@/components/site/Hero'
import { Section } from '@/components/site/Section'
import { ValueCard } from '@/components/site/ValueCard'
import { VolunteerForm } from '@/components/site/VolunteerForm.client'
import { ToastProvider } from '@/components/ui/Toaster.client'

export const metadata: Metadata = {
  title: 'Volunteer',
  description: 'Give your time: event support, mentorship, administrative help or fundraising.',
}

const AREAS = [
  { title: 'Event Support', description: 'Welcome guests, set up and help our walks, galas and gatherings run smoothly.' },
  { title: 'Mentorship', description: 'Guide a young person through school, scholarships and first steps into work.' },
  { title: 'Administrative', description: 'Lend your skills in writing, organising, design or bookkeeping.' },
  { title: 'Fundraising', description: 'Help us reach new friends and sponsors who share our mission.' },
]

export default function VolunteerPage() {
  return (
    <>
      <Hero title="Volunteer With Us" subtitle="Your time and heart can turn loss into light" size="small" />
      <Section title="Ways to Help" id="areas">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {AREAS.map((area) => (
            <ValueCard key={area.title} {...area} />
          ))}
        </div>
      </Section>
      <Section title="Volunteer Application" id="apply" tone="white">
        <div className="mx-auto max-w-2xl">
          <ToastProvider>
            <VolunteerForm />
          </ToastProvider>
        </div>
      </Section>
    </>
  )
}
