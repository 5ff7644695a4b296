import { z } from "zod";
import { enqueueInTransaction, type JobQueue, type Transaction } from "#app/server/jobs.server.ts";

/*
 * A seat freed in a trial class (a parent cancelled or moved away, or the office added seats) is offered to the
 * families waiting for that class: the offer goes through a queue, enqueued in the freeing transaction, so it is
 * made exactly when the seat really is free and a mail server that is away only delays it.
 */

export const seatOfferQueue: JobQueue = {
  name: "trial-seat-offer",
  retry: { limit: 10, delaySeconds: 30, maxDelaySeconds: 600 },
};

export const SeatOfferJob = z.object({ sessionId: z.number().int() });

export async function queueSeatOffer(tx: Transaction, sessionId: number): Promise<void> {
  await enqueueInTransaction(tx, seatOfferQueue, { sessionId } satisfies z.input<typeof SeatOfferJob>);
}
