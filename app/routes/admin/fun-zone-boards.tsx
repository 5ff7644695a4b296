import { data, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/fun-zone-boards";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { notUnderstood } from "#app/modules/admin/intent.ts";
import { findGame } from "#app/modules/games/content/index.ts";
import {
  boardForModeration,
  firstNameOfPlayer,
  hidePerson,
  listBlockedNames,
  listHolds,
  renamePlayer,
  resetBoard,
  showPerson,
  showPlayer,
  takeFirstNameOff,
  unblockName,
} from "#app/modules/games/moderation.server.ts";
import { boardPeriods, type BoardPeriod } from "#app/modules/games/protocol.ts";
import { BoardTable, HiddenPeople, RemovedNames, TakeNameOffForm } from "#app/modules/games/ui/board-moderation.tsx";
import { gameIdFromParam, gameTabs } from "#app/modules/games/ui/game-tabs.ts";
import { adminMeta } from "#app/modules/site/meta.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { GameIdSchema, type GameId } from "#app/modules/games/game-ids.ts";

export const meta: Route.MetaFunction = () => adminMeta("Fun Zone boards");

const periodLabels: Record<BoardPeriod, string> = { week: "This week", "all-time": "All time" };
const periodFrom = (value: string | null): BoardPeriod => (value === "all-time" ? "all-time" : "week");
const pageOf = (gameId: GameId, period: BoardPeriod = "week") =>
  `/admin/fun-zone?game=${gameId}${period === "week" ? "" : "&board=all-time"}`;

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const gameId = gameIdFromParam(params.get("game"));
  const period = periodFrom(params.get("board"));
  const [entries, holds, blocked] = await Promise.all([
    boardForModeration(gameId, period),
    listHolds(),
    listBlockedNames(),
  ]);
  const takeOff = entries.find((entry) => entry.playerId === params.get("take-off") && entry.givenNameKey);
  return {
    gameId,
    period,
    gameTitle: findGame(gameId)?.title ?? gameId,
    entries,
    holds,
    blocked,
    confirmTakeOff: takeOff ? { playerId: takeOff.playerId, firstName: takeOff.name.split(" ")[0] ?? "" } : null,
    confirmReset: params.get("reset") === "1" && entries.length > 0,
  };
}

const game = GameIdSchema;
const board = z.enum(boardPeriods).default("week");
const player = z.uuid();
const Moderation = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("hide"), game, board, id: player }),
  z.object({ intent: z.literal("show"), game, board, id: player }),
  z.object({ intent: z.literal("unhold"), game, board, hold: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("rename"), game, board, id: player }),
  z.object({ intent: z.literal("take-off"), game, board, id: player }),
  z.object({ intent: z.literal("take-off-typed"), game, board, firstName: z.string().trim().min(1).max(40) }),
  z.object({ intent: z.literal("reset"), game, board, id: z.string().optional() }),
  z.object({ intent: z.literal("unblock"), game, board, key: z.string().min(1).max(400) }),
]);

/** The player a form named has gone (the retention job removed them, say): nothing was changed. */
const gone = () =>
  data("That player is no longer on the boards. Go back to see them as they are now.", { status: 404 });

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = Moderation.safeParse(Object.fromEntries(await readFormDataOrRefuse(request)));
  if (!parsed.success) throw notUnderstood();
  const command = parsed.data;
  const staff = getStaff(context);
  const back = pageOf(command.game, command.board);
  const title = findGame(command.game)?.title ?? command.game;
  switch (command.intent) {
    case "hide": {
      const name = await hidePerson(command.id, staff.id);
      if (name === null) throw gone();
      describeAdminWrite(context, `Took ${name} off every Fun Zone board`);
      return redirectWithToast(back, { title: "Hidden from every board", description: name });
    }
    case "show":
    case "unhold": {
      const name = command.intent === "show" ? await showPlayer(command.id) : await showPerson(command.hold);
      if (name === null) throw data("That person is not hidden any more.", { status: 404 });
      describeAdminWrite(context, `Put ${name} back on the Fun Zone boards`);
      return redirectWithToast(back, { title: "Shown on the boards again", description: name });
    }
    case "rename": {
      const renamed = await renamePlayer(command.id);
      if (!renamed) throw gone();
      describeAdminWrite(context, `Renamed ${renamed.from} to ${renamed.to} (${title})`);
      return redirectWithToast(back, { title: "Name changed", description: `${renamed.from} is now ${renamed.to}.` });
    }
    case "take-off":
    case "take-off-typed": {
      const firstName = command.intent === "take-off" ? await firstNameOfPlayer(command.id) : command.firstName;
      const removed = firstName ? await takeFirstNameOff(firstName, staff.id) : null;
      if (!removed) {
        throw data(`“${firstName ?? "That name"}” is not on the list of first names the boards may show.`, {
          status: 400,
        });
      }
      describeAdminWrite(
        context,
        `Took the first name ${removed.name} off the board names (${removed.renamed} renamed)`,
      );
      return redirectWithToast(back, {
        title: "Name taken off the list",
        description: `No one can use ${removed.name} now. ${removed.renamed} ${removed.renamed === 1 ? "player has" : "players have"} a made-up name instead.`,
      });
    }
    case "reset": {
      const removed = await resetBoard(command.game);
      describeAdminWrite(context, `Cleared the ${title} boards (${removed} entries)`);
      return redirectWithToast(back, { title: "Boards cleared", description: `${title}: ${removed} entries removed.` });
    }
    case "unblock": {
      if (!(await unblockName(command.key))) throw data("That name is not off the list any more.", { status: 404 });
      describeAdminWrite(context, "Put a first name back on the board names");
      return redirectWithToast(back, { title: "Name back on the list" });
    }
  }
}

/** Staff keep the public boards fit for children: each game's boards, the people hidden and the names taken off. */
export default function FunZoneBoards({ loaderData }: Route.ComponentProps) {
  const { gameId, period, gameTitle, entries, holds, blocked, confirmTakeOff, confirmReset } = loaderData;
  const here = pageOf(gameId, period);
  const fields = { game: gameId, board: period };
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold">Fun Zone boards</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-600">
        Children see each game's top 10 for this week and for all time. Hide a person from every board, give a player a
        made-up name they keep, or take a first name off the list of names the boards may show. Every change shows on
        the public boards at once and is recorded in the audit log.
      </p>
      <nav aria-label="Games" className="mt-6 flex flex-wrap gap-2">
        {gameTabs.map((tab) => (
          <Link
            key={tab.id}
            to={pageOf(tab.id, period)}
            aria-current={tab.id === gameId ? "page" : undefined}
            className={buttonClasses(tab.id === gameId ? "primary" : "secondary", "sm")}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <nav aria-label="Boards" className="mt-3 flex flex-wrap gap-2">
        {boardPeriods.map((choice) => (
          <Link
            key={choice}
            to={pageOf(gameId, choice)}
            aria-current={choice === period ? "page" : undefined}
            className={buttonClasses(choice === period ? "primary" : "ghost", "sm")}
          >
            {periodLabels[choice]}
          </Link>
        ))}
      </nav>

      {confirmTakeOff ? (
        <ConfirmDeletion
          id={confirmTakeOff.playerId}
          cancelTo={here}
          intent="take-off"
          confirmLabel="Take name off"
          fields={fields}
        >
          No player will be able to use “{confirmTakeOff.firstName}” on the boards again, with or without an initial.
          Everyone who has it now gets a made-up name.
        </ConfirmDeletion>
      ) : null}
      {confirmReset ? (
        <ConfirmDeletion id="board" cancelTo={here} intent="reset" confirmLabel="Clear boards" fields={fields}>
          Every entry of the {gameTitle} boards (this week's and all time) will be removed. Players keep their levels
          and scores, and get back on the boards when they next pass a level.
        </ConfirmDeletion>
      ) : null}

      <BoardTable
        title={`${gameTitle}: ${periodLabels[period]}`}
        entries={entries}
        fields={fields}
        takeOffHref={(playerId) => `${here}&take-off=${playerId}`}
        resetHref={`${here}&reset=1`}
      />
      <HiddenPeople holds={holds} fields={fields} />
      <RemovedNames blocked={blocked} fields={fields} />
      <TakeNameOffForm fields={fields} />
    </>
  );
}
