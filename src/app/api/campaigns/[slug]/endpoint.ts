import { campaignDetailSchema } from '@/contracts/campaigns'
import { defineEndpoint } from '@/contracts/endpoint'

export const getCampaignEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/campaigns/{slug}',
  summary: 'One published campaign: its story, the money raised, donors, days left and newest gifts (donors named by first name and initial, or Anonymous)',
  access: 'public',
  output: campaignDetailSchema,
  cache: 'public',
})
