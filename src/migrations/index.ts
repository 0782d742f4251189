import * as migration_20261122_015632_initial from './20261122_015632_initial';
import * as migration_20261122_021500_rate_limit_hits from './20261122_021500_rate_limit_hits';
import * as migration_20261122_031037_stripe_events from './20261122_031037_stripe_events';
import * as migration_20261122_065143_login_lockouts from './20261122_065143_login_lockouts';
import * as migration_20261122_083610_media_storage_fields from './20261122_083610_media_storage_fields';
import * as migration_20261122_120000_checkout_attempts from './20261122_120000_checkout_attempts';
import * as migration_20261122_121005_donation_refunds from './20261122_121005_donation_refunds';
import * as migration_20261122_124026_subscription_cancel from './20261122_124026_subscription_cancel';
import * as migration_20261122_134308_mail_in_gifts from './20261122_134308_mail_in_gifts';
import * as migration_20261122_140000_donor_links from './20261122_140000_donor_links';
import * as migration_20261122_141941_event_capacity from './20261122_141941_event_capacity';
import * as migration_20261122_142547_inbox from './20261122_142547_inbox';
import * as migration_20261124_163935_jobs_queue from './20261124_163935_jobs_queue';
import * as migration_20261124_225320_staff_roles_audit from './20261124_225320_staff_roles_audit';
import * as migration_20261124_230037_staff_invitation_mail from './20261124_230037_staff_invitation_mail';
import * as migration_20261125_020343_money_in_trouble from './20261125_020343_money_in_trouble';
import * as migration_20261125_030000_card_testing_guard from './20261125_030000_card_testing_guard';
import * as migration_20261125_055250_campaigns_tributes_fundraisers from './20261125_055250_campaigns_tributes_fundraisers';
import * as migration_20261125_070958_campaign_cover_shown_at_once from './20261125_070958_campaign_cover_shown_at_once';
import * as migration_20261125_094044_remembrance_wall from './20261125_094044_remembrance_wall';
import * as migration_20261125_100000_candles from './20261125_100000_candles';
import * as migration_20261125_230530_media_storage_every_kind from './20261125_230530_media_storage_every_kind';
import * as migration_20261125_230630_error_digest from './20261125_230630_error_digest';
import * as migration_20261125_230903_remembrance_reports_settled from './20261125_230903_remembrance_reports_settled';
import * as migration_20261126_050000_card_guard_window from './20261126_050000_card_guard_window';
import * as migration_20261126_074615_donors from './20261126_074615_donors';
import * as migration_20261126_074921_letters from './20261126_074921_letters';
import * as migration_20261126_075542_statements from './20261126_075542_statements';
import * as migration_20261126_104342_end_of_event from './20261126_104342_end_of_event';
import * as migration_20261126_104552_scholarships from './20261126_104552_scholarships';
import * as migration_20261126_105747_sch_review from './20261126_105747_sch_review';
import * as migration_20261126_114727_sch_fix from './20261126_114727_sch_fix';
import * as migration_20261128_120500_pdf_originals from './20261128_120500_pdf_originals';
import * as migration_20261128_120600_letter_redaction from './20261128_120600_letter_redaction';
import * as migration_20261128_150000_one_time_links from './20261128_150000_one_time_links';
import * as migration_20261202_032707_gift_imports from './20261202_032707_gift_imports';
import * as migration_20261202_033450_deposits from './20261202_033450_deposits';
import * as migration_20261202_040000_erased_addresses from './20261202_040000_erased_addresses';
import * as migration_20261202_042752_backup_task from './20261202_042752_backup_task';
import * as migration_20261202_101945_tickets from './20261202_101945_tickets';
import * as migration_20261202_135632_door_check_in from './20261202_135632_door_check_in';
import * as migration_20261202_143431_ticket_guests from './20261202_143431_ticket_guests';
import * as migration_20261203_111345_waitlist_refunds from './20261203_111345_waitlist_refunds';
import * as migration_20261203_120724_sponsorships from './20261203_120724_sponsorships';
import * as migration_20261203_200000_donor_sessions from './20261203_200000_donor_sessions';
import * as migration_20261203_205015_donor_sign_in_task from './20261203_205015_donor_sign_in_task';
import * as migration_20261207_151158_donor_monthly_changes from './20261207_151158_donor_monthly_changes';
import * as migration_20261207_155820_monthly_prompt from './20261207_155820_monthly_prompt';
import * as migration_20261207_202535_tribute_pages from './20261207_202535_tribute_pages';
import * as migration_20261207_205216_anniversary_reminders from './20261207_205216_anniversary_reminders';
import * as migration_20261207_210433_tribute_families from './20261207_210433_tribute_families';
import * as migration_20261208_001042_tribute_address_consent from './20261208_001042_tribute_address_consent';

export const migrations = [
  {
    up: migration_20261122_015632_initial.up,
    down: migration_20261122_015632_initial.down,
    name: '20261122_015632_initial',
  },
  {
    up: migration_20261122_021500_rate_limit_hits.up,
    down: migration_20261122_021500_rate_limit_hits.down,
    name: '20261122_021500_rate_limit_hits',
  },
  {
    up: migration_20261122_031037_stripe_events.up,
    down: migration_20261122_031037_stripe_events.down,
    name: '20261122_031037_stripe_events',
  },
  {
    up: migration_20261122_065143_login_lockouts.up,
    down: migration_20261122_065143_login_lockouts.down,
    name: '20261122_065143_login_lockouts',
  },
  {
    up: migration_20261122_083610_media_storage_fields.up,
    down: migration_20261122_083610_media_storage_fields.down,
    name: '20261122_083610_media_storage_fields',
  },
  {
    up: migration_20261122_120000_checkout_attempts.up,
    down: migration_20261122_120000_checkout_attempts.down,
    name: '20261122_120000_checkout_attempts',
  },
  {
    up: migration_20261122_121005_donation_refunds.up,
    down: migration_20261122_121005_donation_refunds.down,
    name: '20261122_121005_donation_refunds',
  },
  {
    up: migration_20261122_124026_subscription_cancel.up,
    down: migration_20261122_124026_subscription_cancel.down,
    name: '20261122_124026_subscription_cancel',
  },
  {
    up: migration_20261122_134308_mail_in_gifts.up,
    down: migration_20261122_134308_mail_in_gifts.down,
    name: '20261122_134308_mail_in_gifts',
  },
  {
    up: migration_20261122_140000_donor_links.up,
    down: migration_20261122_140000_donor_links.down,
    name: '20261122_140000_donor_links',
  },
  {
    up: migration_20261122_141941_event_capacity.up,
    down: migration_20261122_141941_event_capacity.down,
    name: '20261122_141941_event_capacity',
  },
  {
    up: migration_20261122_142547_inbox.up,
    down: migration_20261122_142547_inbox.down,
    name: '20261122_142547_inbox',
  },
  {
    up: migration_20261124_163935_jobs_queue.up,
    down: migration_20261124_163935_jobs_queue.down,
    name: '20261124_163935_jobs_queue',
  },
  {
    up: migration_20261124_225320_staff_roles_audit.up,
    down: migration_20261124_225320_staff_roles_audit.down,
    name: '20261124_225320_staff_roles_audit',
  },
  {
    up: migration_20261124_230037_staff_invitation_mail.up,
    down: migration_20261124_230037_staff_invitation_mail.down,
    name: '20261124_230037_staff_invitation_mail',
  },
  {
    up: migration_20261125_020343_money_in_trouble.up,
    down: migration_20261125_020343_money_in_trouble.down,
    name: '20261125_020343_money_in_trouble',
  },
  {
    up: migration_20261125_030000_card_testing_guard.up,
    down: migration_20261125_030000_card_testing_guard.down,
    name: '20261125_030000_card_testing_guard',
  },
  {
    up: migration_20261125_055250_campaigns_tributes_fundraisers.up,
    down: migration_20261125_055250_campaigns_tributes_fundraisers.down,
    name: '20261125_055250_campaigns_tributes_fundraisers',
  },
  {
    up: migration_20261125_070958_campaign_cover_shown_at_once.up,
    down: migration_20261125_070958_campaign_cover_shown_at_once.down,
    name: '20261125_070958_campaign_cover_shown_at_once',
  },
  {
    up: migration_20261125_094044_remembrance_wall.up,
    down: migration_20261125_094044_remembrance_wall.down,
    name: '20261125_094044_remembrance_wall',
  },
  {
    up: migration_20261125_100000_candles.up,
    down: migration_20261125_100000_candles.down,
    name: '20261125_100000_candles',
  },
  {
    up: migration_20261125_230530_media_storage_every_kind.up,
    down: migration_20261125_230530_media_storage_every_kind.down,
    name: '20261125_230530_media_storage_every_kind',
  },
  {
    up: migration_20261125_230630_error_digest.up,
    down: migration_20261125_230630_error_digest.down,
    name: '20261125_230630_error_digest',
  },
  {
    up: migration_20261125_230903_remembrance_reports_settled.up,
    down: migration_20261125_230903_remembrance_reports_settled.down,
    name: '20261125_230903_remembrance_reports_settled',
  },
  {
    up: migration_20261126_050000_card_guard_window.up,
    down: migration_20261126_050000_card_guard_window.down,
    name: '20261126_050000_card_guard_window',
  },
  {
    up: migration_20261126_074615_donors.up,
    down: migration_20261126_074615_donors.down,
    name: '20261126_074615_donors',
  },
  {
    up: migration_20261126_074921_letters.up,
    down: migration_20261126_074921_letters.down,
    name: '20261126_074921_letters',
  },
  {
    up: migration_20261126_075542_statements.up,
    down: migration_20261126_075542_statements.down,
    name: '20261126_075542_statements',
  },
  {
    up: migration_20261126_104342_end_of_event.up,
    down: migration_20261126_104342_end_of_event.down,
    name: '20261126_104342_end_of_event',
  },
  {
    up: migration_20261126_104552_scholarships.up,
    down: migration_20261126_104552_scholarships.down,
    name: '20261126_104552_scholarships',
  },
  {
    up: migration_20261126_105747_sch_review.up,
    down: migration_20261126_105747_sch_review.down,
    name: '20261126_105747_sch_review',
  },
  {
    up: migration_20261126_114727_sch_fix.up,
    down: migration_20261126_114727_sch_fix.down,
    name: '20261126_114727_sch_fix',
  },
  {
    up: migration_20261128_120500_pdf_originals.up,
    down: migration_20261128_120500_pdf_originals.down,
    name: '20261128_120500_pdf_originals',
  },
  {
    up: migration_20261128_120600_letter_redaction.up,
    down: migration_20261128_120600_letter_redaction.down,
    name: '20261128_120600_letter_redaction',
  },
  {
    up: migration_20261128_150000_one_time_links.up,
    down: migration_20261128_150000_one_time_links.down,
    name: '20261128_150000_one_time_links',
  },
  {
    up: migration_20261202_032707_gift_imports.up,
    down: migration_20261202_032707_gift_imports.down,
    name: '20261202_032707_gift_imports',
  },
  {
    up: migration_20261202_033450_deposits.up,
    down: migration_20261202_033450_deposits.down,
    name: '20261202_033450_deposits',
  },
  {
    up: migration_20261202_040000_erased_addresses.up,
    down: migration_20261202_040000_erased_addresses.down,
    name: '20261202_040000_erased_addresses',
  },
  {
    up: migration_20261202_042752_backup_task.up,
    down: migration_20261202_042752_backup_task.down,
    name: '20261202_042752_backup_task',
  },
  {
    up: migration_20261202_101945_tickets.up,
    down: migration_20261202_101945_tickets.down,
    name: '20261202_101945_tickets',
  },
  {
    up: migration_20261202_135632_door_check_in.up,
    down: migration_20261202_135632_door_check_in.down,
    name: '20261202_135632_door_check_in',
  },
  {
    up: migration_20261202_143431_ticket_guests.up,
    down: migration_20261202_143431_ticket_guests.down,
    name: '20261202_143431_ticket_guests',
  },
  {
    up: migration_20261203_111345_waitlist_refunds.up,
    down: migration_20261203_111345_waitlist_refunds.down,
    name: '20261203_111345_waitlist_refunds',
  },
  {
    up: migration_20261203_120724_sponsorships.up,
    down: migration_20261203_120724_sponsorships.down,
    name: '20261203_120724_sponsorships',
  },
  {
    up: migration_20261203_200000_donor_sessions.up,
    down: migration_20261203_200000_donor_sessions.down,
    name: '20261203_200000_donor_sessions',
  },
  {
    up: migration_20261203_205015_donor_sign_in_task.up,
    down: migration_20261203_205015_donor_sign_in_task.down,
    name: '20261203_205015_donor_sign_in_task',
  },
  {
    up: migration_20261207_151158_donor_monthly_changes.up,
    down: migration_20261207_151158_donor_monthly_changes.down,
    name: '20261207_151158_donor_monthly_changes',
  },
  {
    up: migration_20261207_155820_monthly_prompt.up,
    down: migration_20261207_155820_monthly_prompt.down,
    name: '20261207_155820_monthly_prompt',
  },
  {
    up: migration_20261207_202535_tribute_pages.up,
    down: migration_20261207_202535_tribute_pages.down,
    name: '20261207_202535_tribute_pages',
  },
  {
    up: migration_20261207_205216_anniversary_reminders.up,
    down: migration_20261207_205216_anniversary_reminders.down,
    name: '20261207_205216_anniversary_reminders',
  },
  {
    up: migration_20261207_210433_tribute_families.up,
    down: migration_20261207_210433_tribute_families.down,
    name: '20261207_210433_tribute_families',
  },
  {
    up: migration_20261208_001042_tribute_address_consent.up,
    down: migration_20261208_001042_tribute_address_consent.down,
    name: '20261208_001042_tribute_address_consent'
  },
];
