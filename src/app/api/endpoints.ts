import { unknownApiPath } from './[...path]/endpoint'
import { exportAuditEntriesEndpoint } from './admin/audit.csv/endpoint'
import { exportDonorsEndpoint } from './admin/donors.csv/endpoint'
import { addDonorNoteEndpoint } from './admin/donors/[id]/notes/endpoint'
import { getDonorEndpoint } from './admin/donors/[id]/endpoint'
import { listDonorsEndpoint } from './admin/donors/endpoint'
import { listAuditEntriesEndpoint } from './admin/audit/endpoint'
import { purgePublicCacheEndpoint } from './admin/cache/purge/endpoint'
import { retryJobEndpoint } from './admin/jobs/[id]/retry/endpoint'
import { jobsOverviewEndpoint } from './admin/jobs/endpoint'
import { updateInboxMessageEndpoint } from './admin/messages/[id]/endpoint'
import { listInboxMessagesEndpoint } from './admin/messages/endpoint'
import { inboxSummaryEndpoint } from './admin/messages/summary/endpoint'
import { exportEventAttendeesEndpoint } from './admin/events/[id]/attendees.csv/endpoint'
import { removeEventAttendeeEndpoint } from './admin/events/[id]/attendees/[rsvpId]/endpoint'
import { listEventAttendeesEndpoint } from './admin/events/[id]/attendees/endpoint'
import { deleteEventEndpoint, updateEventEndpoint } from './admin/events/[id]/endpoint'
import { createEventEndpoint, listAllEventsEndpoint } from './admin/events/endpoint'
import { removeCampaignCoverEndpoint, setCampaignCoverEndpoint } from './admin/campaigns/[id]/cover/endpoint'
import { deleteCampaignEndpoint, updateCampaignEndpoint } from './admin/campaigns/[id]/endpoint'
import { createCampaignEndpoint, listAllCampaignsEndpoint } from './admin/campaigns/endpoint'
import { getCampaignEndpoint } from './campaigns/[slug]/endpoint'
import { listOpenCampaignsEndpoint } from './campaigns/endpoint'
import { approveFundraiserEndpoint } from './admin/fundraisers/[id]/approve/endpoint'
import { deleteRemembranceEndpoint, moderateRemembranceEndpoint } from './admin/remembrances/[id]/endpoint'
import { signedRemembrancePhotoEndpoint } from './admin/remembrances/[id]/photo/endpoint'
import { listRemembrancesForStaffEndpoint } from './admin/remembrances/endpoint'
import { remembrancePhotoEndpoint } from './remembrances/[id]/photo/endpoint'
import { reportRemembranceEndpoint } from './remembrances/[id]/report/endpoint'
import { leaveRemembranceEndpoint, listRemembrancesEndpoint } from './remembrances/endpoint'
import { signedFundraiserPhotoEndpoint } from './admin/fundraisers/[id]/photo/endpoint'
import { rejectFundraiserEndpoint } from './admin/fundraisers/[id]/reject/endpoint'
import { listFundraisersEndpoint } from './admin/fundraisers/endpoint'
import { changeStaffEndpoint } from './admin/staff/[id]/endpoint'
import { inviteStaffEndpoint, listStaffEndpoint } from './admin/staff/endpoint'
import { acceptInvitationEndpoint } from './auth/invitation/endpoint'
import { signInEndpoint } from './auth/login/endpoint'
import { signOutEndpoint } from './auth/logout/endpoint'
import { whoAmIEndpoint } from './auth/me/endpoint'
import { signInWithCodeEndpoint } from './auth/mfa/endpoint'
import { confirmRequiredEnrolmentEndpoint } from './auth/mfa/enrol/confirm/endpoint'
import { startRequiredEnrolmentEndpoint } from './auth/mfa/enrol/endpoint'
import { twoStepOverviewEndpoint } from './auth/two-step/endpoint'
import { confirmEnrolmentEndpoint } from './auth/two-step/confirm/endpoint'
import { turnOffTwoStepEndpoint } from './auth/two-step/off/endpoint'
import { renewRecoveryCodesEndpoint } from './auth/two-step/recovery-codes/endpoint'
import { startEnrolmentEndpoint } from './auth/two-step/setup/endpoint'
import { resetStaffTwoStepEndpoint } from './admin/staff/[id]/two-step/endpoint'
import { sendContactMessageEndpoint } from './contact/endpoint'
import { startCheckoutEndpoint } from './donations/checkout/endpoint'
import { humanCheckChallengeEndpoint } from './donations/human-check/endpoint'
import { cardGuardStateEndpoint } from './admin/card-guard/endpoint'
import { exportDonationsEndpoint } from './donations/export.csv/endpoint'
import { cancelMonthlyGiftEndpoint } from './donations/[id]/cancel/endpoint'
import { correctMailInGiftEndpoint } from './donations/[id]/endpoint'
import { voidMailInGiftEndpoint } from './donations/[id]/void/endpoint'
import { recordMailInGiftEndpoint } from './donations/mail-in/endpoint'
import { requestManageLinkEndpoint } from './donations/manage/endpoint'
import { openDonorPortalEndpoint } from './donations/manage/open/endpoint'
import { refundDonationEndpoint } from './donations/[id]/refund/endpoint'
import { giftsNeedingAttentionEndpoint } from './donations/attention/endpoint'
import { listDonationsEndpoint } from './donations/list/endpoint'
import { reconcileDonationsEndpoint } from './donations/reconcile/endpoint'
import { donationTotalsEndpoint } from './donations/stats/endpoint'
import { givingByMonthEndpoint } from './donations/by-month/endpoint'
import { givingChartEndpoint } from './donations/by-month.svg/endpoint'
import { resendAcknowledgementEndpoint } from './donations/[id]/acknowledgement/endpoint'
import { markAcknowledgedByPostEndpoint } from './donations/[id]/acknowledgement/posted/endpoint'
import { acknowledgementPdfEndpoint } from './donations/[id]/acknowledgement.pdf/endpoint'
import { giftsToAcknowledgeByPostEndpoint } from './donations/to-acknowledge/endpoint'
import { readOrganizationEndpoint, updateOrganizationEndpoint } from './admin/organization/endpoint'
import { queueStatementsEndpoint } from './admin/statements/endpoint'
import { requestStatementEndpoint } from './donations/statement/endpoint'
import { receiveStripeEventEndpoint } from './donations/webhook/endpoint'
import { confirmFundraiserEndpoint } from './fundraisers/confirm/endpoint'
import { requestFundraiserEditLinkEndpoint } from './fundraisers/edit-link/endpoint'
import { editFundraiserEndpoint } from './fundraisers/edit/endpoint'
import { startFundraiserEndpoint } from './fundraisers/endpoint'
import { getEventEndpoint } from './events/[id]/endpoint'
import { rsvpToEventEndpoint } from './events/[id]/rsvp/endpoint'
import { listUpcomingEventsEndpoint } from './events/endpoint'
import { approvePhotoEndpoint } from './gallery/admin/[id]/approve/endpoint'
import { rejectPhotoEndpoint } from './gallery/admin/[id]/endpoint'
import { signedPhotoFileEndpoint } from './gallery/admin/[id]/image/endpoint'
import { listPendingPhotosEndpoint } from './gallery/admin/pending/endpoint'
import { listApprovedPhotosEndpoint } from './gallery/endpoint'
import { submitPhotoEndpoint } from './gallery/submit/endpoint'
import { approvedPhotoWindowEndpoint } from './gallery/window/endpoint'
import { healthEndpoint } from './health/endpoint'
import { unsubscribeFromRemindersEndpoint } from './reminders/unsubscribe/endpoint'
import { candlesLitEndpoint, lightCandleEndpoint } from './candles/endpoint'
import { openApiDocumentEndpoint } from './openapi.json/endpoint'
import { deleteSponsorTierEndpoint, updateSponsorTierEndpoint } from './sponsors/admin/[id]/endpoint'
import { createSponsorTierEndpoint, listAllSponsorTiersEndpoint } from './sponsors/admin/endpoint'
import { listActiveSponsorTiersEndpoint } from './sponsors/endpoint'
import { getScholarshipRoundEndpoint } from './scholarships/[slug]/endpoint'
import { startScholarshipApplicationEndpoint } from './scholarships/[slug]/applications/endpoint'
import { requestScholarshipLinkEndpoint } from './scholarships/[slug]/link/endpoint'
import { listScholarshipRoundsEndpoint } from './scholarships/endpoint'
import { openScholarshipApplicationEndpoint, updateScholarshipApplicationEndpoint } from './scholarships/application/endpoint'
import { uploadScholarshipDocumentEndpoint } from './scholarships/application/documents/endpoint'
import { askScholarshipRecommenderEndpoint } from './scholarships/application/recommenders/endpoint'
import { submitScholarshipApplicationEndpoint } from './scholarships/application/submit/endpoint'
import { sendRecommendationLetterEndpoint } from './scholarships/recommendations/endpoint'
import { createScholarshipRoundEndpoint, listScholarshipRoundsForStaffEndpoint } from './admin/scholarships/endpoint'
import { updateScholarshipRoundEndpoint } from './admin/scholarships/[id]/endpoint'
import { scholarshipRankingEndpoint } from './admin/scholarships/[id]/ranking/endpoint'
import { listScholarshipApplicationsEndpoint } from './admin/scholarships/[id]/applications/endpoint'
import { sendScholarshipDecisionsEndpoint } from './admin/scholarships/[id]/decisions/endpoint'
import { publishScholarshipRecipientsEndpoint } from './admin/scholarships/[id]/recipients/endpoint'
import { redactScholarshipLetterEndpoint } from './admin/scholarships/letters/[id]/redaction/endpoint'
import { listRoundsToReviewEndpoint } from './review/scholarships/endpoint'
import { blindApplicationsEndpoint } from './review/scholarships/[id]/applications/endpoint'
import { scoreApplicationEndpoint } from './review/applications/[id]/score/endpoint'
import { openReviewFileEndpoint } from './review/files/[id]/endpoint'

/**
 * Every /api endpoint's declaration (each lives beside its route file). The OpenAPI document, the
 * browser client's types and the tests' staff paths come from this list; a test checks that it
 * matches the route files exactly.
 */
export const endpoints = [
  listUpcomingEventsEndpoint, getEventEndpoint, rsvpToEventEndpoint,
  sendContactMessageEndpoint,
  listApprovedPhotosEndpoint, approvedPhotoWindowEndpoint, submitPhotoEndpoint,
  listPendingPhotosEndpoint, approvePhotoEndpoint, rejectPhotoEndpoint, signedPhotoFileEndpoint,
  listActiveSponsorTiersEndpoint, listAllSponsorTiersEndpoint, createSponsorTierEndpoint, updateSponsorTierEndpoint, deleteSponsorTierEndpoint,
  listAllEventsEndpoint, createEventEndpoint, updateEventEndpoint, deleteEventEndpoint, listEventAttendeesEndpoint, exportEventAttendeesEndpoint, removeEventAttendeeEndpoint,
  listOpenCampaignsEndpoint, getCampaignEndpoint, listAllCampaignsEndpoint, createCampaignEndpoint, updateCampaignEndpoint, deleteCampaignEndpoint, setCampaignCoverEndpoint, removeCampaignCoverEndpoint,
  listRemembrancesEndpoint, leaveRemembranceEndpoint, reportRemembranceEndpoint, remembrancePhotoEndpoint, listRemembrancesForStaffEndpoint, moderateRemembranceEndpoint, deleteRemembranceEndpoint, signedRemembrancePhotoEndpoint,
  startCheckoutEndpoint, receiveStripeEventEndpoint, listDonationsEndpoint, exportDonationsEndpoint, donationTotalsEndpoint, refundDonationEndpoint, cancelMonthlyGiftEndpoint,
  reconcileDonationsEndpoint, recordMailInGiftEndpoint, correctMailInGiftEndpoint, voidMailInGiftEndpoint, giftsNeedingAttentionEndpoint,
  givingByMonthEndpoint, givingChartEndpoint,
  requestManageLinkEndpoint, openDonorPortalEndpoint,
  listDonorsEndpoint, getDonorEndpoint, addDonorNoteEndpoint, exportDonorsEndpoint,
  resendAcknowledgementEndpoint, markAcknowledgedByPostEndpoint, acknowledgementPdfEndpoint, giftsToAcknowledgeByPostEndpoint,
  readOrganizationEndpoint, updateOrganizationEndpoint, queueStatementsEndpoint, requestStatementEndpoint,
  startFundraiserEndpoint, confirmFundraiserEndpoint, requestFundraiserEditLinkEndpoint, editFundraiserEndpoint,
  listFundraisersEndpoint, approveFundraiserEndpoint, rejectFundraiserEndpoint, signedFundraiserPhotoEndpoint,
  humanCheckChallengeEndpoint, cardGuardStateEndpoint,
  signInEndpoint, whoAmIEndpoint, signOutEndpoint,
  listStaffEndpoint, inviteStaffEndpoint, changeStaffEndpoint, acceptInvitationEndpoint,
  signInWithCodeEndpoint, startRequiredEnrolmentEndpoint, confirmRequiredEnrolmentEndpoint,
  twoStepOverviewEndpoint, startEnrolmentEndpoint, confirmEnrolmentEndpoint, turnOffTwoStepEndpoint, renewRecoveryCodesEndpoint, resetStaffTwoStepEndpoint,
  listInboxMessagesEndpoint, inboxSummaryEndpoint, updateInboxMessageEndpoint,
  purgePublicCacheEndpoint, jobsOverviewEndpoint, retryJobEndpoint,
  listAuditEntriesEndpoint, exportAuditEntriesEndpoint,
  unsubscribeFromRemindersEndpoint,
  candlesLitEndpoint, lightCandleEndpoint,
  listScholarshipRoundsEndpoint, getScholarshipRoundEndpoint, startScholarshipApplicationEndpoint, requestScholarshipLinkEndpoint,
  openScholarshipApplicationEndpoint, updateScholarshipApplicationEndpoint, uploadScholarshipDocumentEndpoint, askScholarshipRecommenderEndpoint, submitScholarshipApplicationEndpoint,
  sendRecommendationLetterEndpoint,
  listScholarshipRoundsForStaffEndpoint, createScholarshipRoundEndpoint, updateScholarshipRoundEndpoint,
  listScholarshipApplicationsEndpoint, scholarshipRankingEndpoint, sendScholarshipDecisionsEndpoint, publishScholarshipRecipientsEndpoint, redactScholarshipLetterEndpoint,
  listRoundsToReviewEndpoint, blindApplicationsEndpoint, scoreApplicationEndpoint, openReviewFileEndpoint,
  healthEndpoint, openApiDocumentEndpoint, ...unknownApiPath,
] as const

export type ApiEndpoint = (typeof endpoints)[number]
