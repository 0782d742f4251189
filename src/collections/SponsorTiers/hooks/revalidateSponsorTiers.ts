import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireTagsHook } from '@/lib/revalidate'

export const revalidateSponsorTiers = expireTagsHook(() => [CACHE_TAGS.sponsors])
