import 'server-only'

import type { Payload } from 'payload'

import type { StaffApplication } from '@/contracts/scholarshipReview'

import type { Staff } from '../../domain/staff'
import { recordStaffAction } from '../staff/staffActions'
import { applicationForStaff } from './applicationViews'
import { findRoundForStaff } from './staffRounds'

/** Every application of a round, drafts too, with who applied and every document and letter; the read is audited. */
export async function applicationsForStaff(payload: Payload, staff: Staff, roundId: number): Promise<StaffApplication[]> {
  const round = await findRoundForStaff(payload, staff, roundId)
  const { docs: applications } = await payload.find({
    collection: 'scholarship-applications',
    where: { round: { equals: round.id } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const { docs: letters } = applications.length
    ? await payload.find({
        collection: 'scholarship-recommendations',
        where: { application: { in: applications.map((a) => a.id) } },
        sort: 'createdAt',
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const answer = applications.map((application) => applicationForStaff(application, round, letters))
  await recordStaffAction(payload, { action: 'scholarship.applications.read', target: { collection: 'scholarship-rounds', id: round.id }, summary: `${answer.length} applications with their names` })
  return answer
}
