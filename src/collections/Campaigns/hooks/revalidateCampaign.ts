import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireTagsHook } from '@/lib/revalidate'

/** After a change or a delete: the lists (and the home page) and the campaign's own pages. */
export const revalidateCampaign = expireTagsHook((doc) => [CACHE_TAGS.campaigns, CACHE_TAGS.campaign(doc.id)])
