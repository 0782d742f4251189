import type { Metadata } from 'next'

import { Hero } from '@/components/site/Hero'
import { PhotoSubmitForm } from '@/components/site/PhotoSubmitForm.client'
import { ToastProvider } from '@/components/ui/Toaster.client'

export const metadata: Metadata = {
  title: 'Submit a Photo',
  description: 'Share a photo of our events and of the people we remember. Every photo is reviewed before it appears.',
}

const GUIDELINES = [
  'JPG or PNG images only, under 10MB.',
  'Share only photos you took or have permission to share.',
  'Please make sure everyone pictured is happy to be shown.',
  'Every photo is reviewed by our team before it appears in the gallery.',
  'Location data and other hidden details are removed from every photo.',
]

export default function SubmitPhotoPage() {
  return (
    <>
      <Hero title="Submit a Photo" subtitle="Help us remember together" size="small" />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-5">
        <aside className="h-fit rounded-lg border border-gold-300 bg-white p-6 shadow-sm md:col-span-2" aria-labelledby="guidelines-title">
          <h2 id="guidelines-title" className="text-2xl font-bold">
            Photo Guidelines
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
            {GUIDELINES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </aside>
        <div className="rounded-lg bg-white p-6 shadow-sm md:col-span-3">
          <ToastProvider>
            <PhotoSubmitForm />
          </ToastProvider>
        </div>
      </div>
    </>
  )
}
