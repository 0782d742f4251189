// The words of a yearly reminder's unsubscribe, apart from the schemas (the /unsubscribe pages load only these).

export const ANNIVERSARY_UNSUBSCRIBED = 'You will receive no more yearly reminders of days of remembrance from us.'
export const MAIL_CHOICE_LINK_INVALID = 'This unsubscribe link is not valid. Please use the link in the latest email from us.'
