import { unknownApiPath } from './[...path]/endpoint'
import { exportAuditEntries } from './admin/audit.csv/endpoint'
import { listAuditEntries } from './admin/audit/endpoint'
import { purgePublicCache } from './admin/cache/purge/endpoint'
import { retryJob } from './admin/jobs/[id]/retry/endpoint'
import { jobsOverview } from './admin/jobs/endpoint'
import { updateInboxMessage } from './admin/messages/[id]/endpoint'
import { listInboxMessages } from './admin/messages/endpoint'
import { inboxSummary } from './admin/messages/summary/endpoint'
import { exportEventAttendees } from './admin/events/[id]/attendees.csv/endpoint'
import { removeEventAttendee } from './admin/events/[id]/attendees/[rsvpId]/endpoint'
import { listEventAttendees } from './admin/events/[id]/attendees/endpoint'
import { deleteEvent, updateEvent } from './admin/events/[id]/endpoint'
import { createEvent, listAllEvents } from './admin/events/endpoint'
import { removeCampaignCover, setCampaignCover } from './admin/campaigns/[id]/cover/endpoint'
import { deleteCampaign, updateCampaign } from './admin/campaigns/[id]/endpoint'
import { createCampaign, listAllCampaigns } from './admin/campaigns/endpoint'
import { getCampaign } from './campaigns/[slug]/endpoint'
import { listOpenCampaigns } from './campaigns/endpoint'
import { approveFundraiser } from './admin/fundraisers/[id]/approve/endpoint'
import { deleteRemembrance, moderateRemembrance } from './admin/remembrances/[id]/endpoint'
import { signedRemembrancePhoto } from './admin/remembrances/[id]/photo/endpoint'
import { listRemembrancesForStaff } from './admin/remembrances/endpoint'
import { remembrancePhoto } from './remembrances/[id]/photo/endpoint'
import { reportRemembrance } from './remembrances/[id]/report/endpoint'
import { leaveRemembrance, listRemembrances } from './remembrances/endpoint'
import { signedFundraiserPhoto } from './admin/fundraisers/[id]/photo/endpoint'
import { rejectFundraiser } from './admin/fundraisers/[id]/reject/endpoint'
import { listFundraisers } from './admin/fundraisers/endpoint'
import { changeStaff } from './admin/staff/[id]/endpoint'
import { inviteStaff, listStaff } from './admin/staff/endpoint'
import { acceptInvitation } from './auth/invitation/endpoint'
import { signIn } from './auth/login/endpoint'
import { signOut } from './auth/logout/endpoint'
import { whoAmI } from './auth/me/endpoint'
import { signInWithCode } from './auth/mfa/endpoint'
import { confirmRequiredEnrolment } from './auth/mfa/enrol/confirm/endpoint'
import { startRequiredEnrolment } from './auth/mfa/enrol/endpoint'
import { twoStepOverview } from './auth/two-step/endpoint'
import { confirmEnrolment } from './auth/two-step/confirm/endpoint'
import { turnOffTwoStep } from './auth/two-step/off/endpoint'
import { renewRecoveryCodes } from './auth/two-step/recovery-codes/endpoint'
import { startEnrolment } from './auth/two-step/setup/endpoint'
import { resetStaffTwoStep } from './admin/staff/[id]/two-step/endpoint'
import { sendContactMessage } from './contact/endpoint'
import { startCheckout } from './donations/checkout/endpoint'
import { humanCheckChallenge } from './donations/human-check/endpoint'
import { cardGuardState } from './admin/card-guard/endpoint'
import { exportDonations } from './donations/export.csv/endpoint'
import { cancelMonthlyGift } from './donations/[id]/cancel/endpoint'
import { correctMailInGift } from './donations/[id]/endpoint'
import { voidMailInGift } from './donations/[id]/void/endpoint'
import { recordMailInGift } from './donations/mail-in/endpoint'
import { requestManageLink } from './donations/manage/endpoint'
import { openDonorPortal } from './donations/manage/open/endpoint'
import { refundDonation } from './donations/[id]/refund/endpoint'
import { giftsNeedingAttention } from './donations/attention/endpoint'
import { listDonations } from './donations/list/endpoint'
import { reconcileDonations } from './donations/reconcile/endpoint'
import { donationTotals } from './donations/stats/endpoint'
import { receiveStripeEvent } from './donations/webhook/endpoint'
import { confirmFundraiser } from './fundraisers/confirm/endpoint'
import { requestFundraiserEditLink } from './fundraisers/edit-link/endpoint'
import { editFundraiser } from './fundraisers/edit/endpoint'
import { startFundraiser } from './fundraisers/endpoint'
import { getEvent } from './events/[id]/endpoint'
import { rsvpToEvent } from './events/[id]/rsvp/endpoint'
import { listUpcomingEvents } from './events/endpoint'
import { approvePhoto } from './gallery/admin/[id]/approve/endpoint'
import { rejectPhoto } from './gallery/admin/[id]/endpoint'
import { signedPhotoFile } from './gallery/admin/[id]/image/endpoint'
import { listPendingPhotos } from './gallery/admin/pending/endpoint'
import { listApprovedPhotos } from './gallery/endpoint'
import { submitPhoto } from './gallery/submit/endpoint'
import { approvedPhotoWindow } from './gallery/window/endpoint'
import { health } from './health/endpoint'
import { unsubscribeFromReminders } from './reminders/unsubscribe/endpoint'
import { candlesLit, lightCandle } from './candles/endpoint'
import { openApiDocument } from './openapi.json/endpoint'
import { deleteSponsorTier, updateSponsorTier } from './sponsors/admin/[id]/endpoint'
import { createSponsorTier, listAllSponsorTiers } from './sponsors/admin/endpoint'
import { listActiveSponsorTiers } from './sponsors/endpoint'

/**
 * Every /api endpoint's declaration (each lives beside its route file). The OpenAPI document, the
 * browser client's types and the tests' staff paths come from this list; a test checks that it
 * matches the route files exactly.
 */
export const endpoints = [
  listUpcomingEvents, getEvent, rsvpToEvent,
  sendContactMessage,
  listApprovedPhotos, approvedPhotoWindow, submitPhoto,
  listPendingPhotos, approvePhoto, rejectPhoto, signedPhotoFile,
  listActiveSponsorTiers, listAllSponsorTiers, createSponsorTier, updateSponsorTier, deleteSponsorTier,
  listAllEvents, createEvent, updateEvent, deleteEvent, listEventAttendees, exportEventAttendees, removeEventAttendee,
  listOpenCampaigns, getCampaign, listAllCampaigns, createCampaign, updateCampaign, deleteCampaign, setCampaignCover, removeCampaignCover,
  listRemembrances, leaveRemembrance, reportRemembrance, remembrancePhoto, listRemembrancesForStaff, moderateRemembrance, deleteRemembrance, signedRemembrancePhoto,
  startCheckout, receiveStripeEvent, listDonations, exportDonations, donationTotals, refundDonation, cancelMonthlyGift,
  reconcileDonations, recordMailInGift, correctMailInGift, voidMailInGift, giftsNeedingAttention,
  requestManageLink, openDonorPortal,
  startFundraiser, confirmFundraiser, requestFundraiserEditLink, editFundraiser,
  listFundraisers, approveFundraiser, rejectFundraiser, signedFundraiserPhoto,
  humanCheckChallenge, cardGuardState,
  signIn, whoAmI, signOut,
  listStaff, inviteStaff, changeStaff, acceptInvitation,
  signInWithCode, startRequiredEnrolment, confirmRequiredEnrolment,
  twoStepOverview, startEnrolment, confirmEnrolment, turnOffTwoStep, renewRecoveryCodes, resetStaffTwoStep,
  listInboxMessages, inboxSummary, updateInboxMessage,
  purgePublicCache, jobsOverview, retryJob,
  listAuditEntries, exportAuditEntries,
  unsubscribeFromReminders,
  candlesLit, lightCandle,
  health, openApiDocument, ...unknownApiPath,
] as const

export type ApiEndpoint = (typeof endpoints)[number]
