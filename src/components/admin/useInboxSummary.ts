'use client'

import { useApiData } from '@/lib/admin/useApiData'

/** The unread count of the inbox, shared (one request) by the side menu and the dashboard. */
export const useInboxSummary = () => useApiData('GET /api/admin/messages/summary')
