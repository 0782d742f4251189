import { apiRoute } from '@/server/http/handler'
import { publicJson } from '@/server/http/respond'
import { getSponsorTiers } from '@/server/queries/public'

// Served from Next's cache like the public pages (see src/app/(site)/layout.tsx).
export const revalidate = 30

export const GET = apiRoute(async () => publicJson(await getSponsorTiers()))
