import { getTributeEndpoint } from '@/contracts/tributes'
import { getPayloadClient } from '@/app/payload'
import { serve } from '@/app/api/serve'
import { getTribute } from '@/server/queries/tributes'
import { tributeNotFound } from '@/server/services/tributes/publicTributes'

// Served from Next's cache like the public pages: each page on its first request.
export const revalidate = 30

export function generateStaticParams(): { slug: string }[] {
  return []
}

export const GET = serve(getTributeEndpoint, async ({ params }) => {
  const tribute = await getTribute(getPayloadClient, params.slug)
  if (!tribute) throw tributeNotFound()
  return tribute
})
