import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireTagsHook } from '@/lib/revalidate'

export const revalidateGallery = expireTagsHook(() => [CACHE_TAGS.gallery])
