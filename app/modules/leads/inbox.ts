/** The inbox's lists and status filters, shared by the page and the server. */
export const inboxLists = ["messages", "demos", "trials", "applications", "subscribers"] as const;
export type InboxList = (typeof inboxLists)[number];
export const inboxStatuses = ["open", "handled", "all"] as const;
export type InboxStatus = (typeof inboxStatuses)[number];
