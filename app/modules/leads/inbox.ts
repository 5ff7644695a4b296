/** The inbox's lists: the four kinds of lead, then the newsletter subscribers (who are not leads). */
export const inboxLists = ["messages", "demos", "trials", "applications", "subscribers"] as const;
export type InboxList = (typeof inboxLists)[number];
