// Many features raise notifications (companies, messages, pipeline, money); the notifications
// feature only lists and clears them. Raising one is platform, so no feature imports another for it.
export { createNotification, type NewNotification } from './notifications/create.ts';
export { inform, notify, notifyAll, type Notice } from './notifications/notify.ts';
export { lookupName, type NotificationParam } from './notifications/render.ts';
export { renderStoredNotice } from './notifications/stored-notice.ts';
export {
  candidateAccountId,
  companyMemberUserIds,
  jobCompanyResponsibleIds,
  staffUserIds,
} from './notifications/recipients.ts';
export { notifyStatusChange } from './notifications/application-status.ts';
