/** Why a question is kept for staff (the list the records use), for the pages that show and filter them. */
export { chatGapKinds, type ChatGapKind } from "#db/schema/brainy.ts";
