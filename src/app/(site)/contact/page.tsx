import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { ContactForm } from '@/components/site/ContactForm.client'
import { Hero } from '@/components/site/Hero'
import { ToastProvider } from '@/components/ui/Toaster.client'
import { getFoundation } from '@/server/queries/foundation'
import { getSiteContent } from '@/server/queries/siteContent'

export const metadata: Metadata = {
  title: 'Contact',
  description: 'Reach the foundation by phone, email, mail or the message form.',
}

export default async function ContactPage() {
  const [{ contact }, { mailingAddress }] = await Promise.all([getSiteContent(getPayloadClient), getFoundation(getPayloadClient)])
  return (
    <>
      <Hero title="Contact Us" subtitle="We would love to hear from you" size="small" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <section aria-labelledby="reach-title" className="h-fit rounded-lg bg-navy-900 p-6 text-white">
          <h2 id="reach-title" className="text-2xl font-bold text-white">
            Get in Touch
          </h2>
          <dl className="mt-4 space-y-4">
            {contact?.phone && (
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wide text-gold-300">Phone</dt>
                <dd>
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
                    {contact.phone}
                  </a>
                </dd>
              </div>
            )}
            {contact?.email && (
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wide text-gold-300">Email</dt>
                <dd>
                  <a href={`mailto:${contact.email}`} className="break-all hover:underline">
                    {contact.email}
                  </a>
                </dd>
              </div>
            )}
            {mailingAddress && (
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wide text-gold-300">Address</dt>
                <dd className="whitespace-pre-line">{mailingAddress}</dd>
              </div>
            )}
          </dl>
        </section>
        <section aria-labelledby="message-title" className="rounded-lg bg-white p-6 shadow-sm md:col-span-2">
          <h2 id="message-title" className="mb-6 text-2xl font-bold">
            Send Us a Message
          </h2>
          <ToastProvider>
            <ContactForm />
          </ToastProvider>
        </section>
      </div>
    </>
  )
}
