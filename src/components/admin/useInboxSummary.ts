'use client'

import { useApiData } from './useApiData'

/**
 * The unread count of the inbox, shared (one request) by the side menu and the dashboard; only
 * for roles that keep the inbox.
 */
export const useInboxSummary = (enabled = true) => useApiData('GET /api/admin/messages/summary', undefined, { enabled })
