'use client'

import { roleMayUse, type StaffArea } from '@/contracts/roles'

import { useApiData } from './useApiData'

/** The signed-in staff member's role (SWR shares one /api/auth/me among all who ask). */
export function useStaffRole() {
  const { data: me } = useApiData('GET /api/auth/me')
  return { me, role: me?.role, mayUse: (area: StaffArea) => roleMayUse(me?.role, area) }
}
