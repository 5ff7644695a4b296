import { z } from "zod";
import { boardNameMaxLength } from "./protocol.ts";

/**
 * The board-name form of "My progress". The form only carries the text; whether it may go on a board is the name
 * rule's answer on the server (`choosePlayerName`), shown beside the field.
 */
export const BoardNameSchema = z.object({
  name: z
    .string({ error: "Please type a name." })
    .trim()
    .min(1, "Please type a name.")
    .max(boardNameMaxLength, `Please keep your name to ${boardNameMaxLength} characters or fewer.`),
});
