import { Ban, Eye, EyeOff, RotateCcw, Shuffle } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/fun-zone-boards";
import { AdminTable, cellClass } from "#app/components/admin/admin-table.tsx";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import { EmptyList } from "#app/components/admin/record-page.tsx";
import { Pill } from "#app/components/admin/pill.tsx";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { indiaDateTime } from "#app/modules/admin/india-time.ts";
import { notUnderstood } from "#app/modules/admin/intent.ts";
import { findGame } from "#app/modules/games/content/index.ts";
import {
  blockEntryName,
  boardForModeration,
  listBlockedNames,
  renameEntry,
  resetBoard,
  setEntryHidden,
  unblockName,
} from "#app/modules/games/moderation.server.ts";
import { gameIdFromParam, gameTabs } from "#app/modules/games/ui/game-tabs.ts";
import { adminMeta } from "#app/modules/site/meta.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";
import { gameIds, type GameId } from "#db/schema/games.ts";

export const meta: Route.MetaFunction = () => adminMeta("Fun Zone boards");

const pageOf = (gameId: GameId) => `/admin/fun-zone?game=${gameId}`;

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const gameId = gameIdFromParam(params.get("game"));
  const [entries, blocked] = await Promise.all([boardForModeration(gameId), listBlockedNames()]);
  const numberParam = (name: string) => {
    const value = Number(params.get(name));
    return entries.some((entry) => entry.id === value) ? value : null;
  };
  return {
    gameId,
    gameTitle: findGame(gameId)?.title ?? gameId,
    entries,
    blocked,
    confirmBlock: numberParam("block"),
    confirmReset: params.get("reset") === "1" && entries.length > 0,
  };
}

const game = z.enum(gameIds);
const entry = z.coerce.number().int().positive();
const Moderation = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("hide"), game, id: entry }),
  z.object({ intent: z.literal("show"), game, id: entry }),
  z.object({ intent: z.literal("rename"), game, id: entry }),
  z.object({ intent: z.literal("block"), game, id: entry }),
  z.object({ intent: z.literal("reset"), game, id: z.string().optional() }),
  z.object({ intent: z.literal("unblock"), game, key: z.string().min(1).max(400) }),
]);

/** The entry a form named has gone (another member of staff cleared the board, say): nothing was changed. */
const gone = () => data("That entry is no longer on the board. Go back to see it as it is now.", { status: 404 });

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = Moderation.safeParse(Object.fromEntries(await readFormDataOrRefuse(request)));
  if (!parsed.success) throw notUnderstood();
  const command = parsed.data;
  const staff = getStaff(context);
  const back = pageOf(command.game);
  const title = findGame(command.game)?.title ?? command.game;
  switch (command.intent) {
    case "hide":
    case "show": {
      const name = await setEntryHidden(command.game, command.id, command.intent === "hide", staff.id);
      if (name === null) throw gone();
      const done = command.intent === "hide" ? "Hidden from the board" : "Shown on the board again";
      describeAdminWrite(context, `${done}: ${name} on ${title}`);
      return redirectWithToast(back, { title: done, description: name });
    }
    case "rename": {
      const renamed = await renameEntry(command.game, command.id);
      if (!renamed) throw gone();
      describeAdminWrite(context, `Renamed ${renamed.from} to ${renamed.to} (${title})`);
      return redirectWithToast(back, { title: "Name changed", description: `${renamed.from} is now ${renamed.to}.` });
    }
    case "block": {
      const blocked = await blockEntryName(command.game, command.id, staff.id);
      if (!blocked) throw gone();
      describeAdminWrite(context, `Blocked the name ${blocked.from}; the player is now ${blocked.to} (${title})`);
      return redirectWithToast(back, {
        title: "Name blocked",
        description: `No one can use ${blocked.from} again. The player is now ${blocked.to}.`,
      });
    }
    case "reset": {
      const removed = await resetBoard(command.game);
      describeAdminWrite(context, `Cleared the ${title} board (${removed} entries)`);
      return redirectWithToast(back, { title: "Board cleared", description: `${title}: ${removed} entries removed.` });
    }
    case "unblock": {
      if (!(await unblockName(command.key))) throw data("That name is not blocked any more.", { status: 404 });
      describeAdminWrite(context, "Allowed a blocked name again");
      return redirectWithToast(back, { title: "Name allowed again" });
    }
  }
}

/** Staff keep the public boards fit for children: every entry of a game's board, with what can be done about it. */
export default function FunZoneBoards({ loaderData }: Route.ComponentProps) {
  const { gameId, gameTitle, entries, blocked, confirmBlock, confirmReset } = loaderData;
  const here = pageOf(gameId);
  const blockedEntry = entries.find((candidate) => candidate.id === confirmBlock);
  let shownRank = 0;
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold">Fun Zone boards</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-600">
        Children see each game's top 10. Hide an entry, give its player a made-up name, or block a name so no one can
        use it again. Every change shows on the public board at once and is recorded in the audit log.
      </p>
      <nav aria-label="Games" className="mt-6 flex flex-wrap gap-2">
        {gameTabs.map((tab) => (
          <Link
            key={tab.id}
            to={pageOf(tab.id)}
            aria-current={tab.id === gameId ? "page" : undefined}
            className={buttonClasses(tab.id === gameId ? "primary" : "secondary", "sm")}
          >
            {tab.label}
          </Link>
        ))}
      </nav>

      {blockedEntry ? (
        <ConfirmDeletion
          id={blockedEntry.id}
          cancelTo={here}
          intent="block"
          confirmLabel="Block name"
          fields={{ game: gameId }}
        >
          No player will be able to use “{blockedEntry.name}”, or a name that looks the same, again. This player gets a
          made-up name now.
        </ConfirmDeletion>
      ) : null}
      {confirmReset ? (
        <ConfirmDeletion id="board" cancelTo={here} intent="reset" confirmLabel="Clear board" fields={{ game: gameId }}>
          Every entry of the {gameTitle} board will be removed. Players keep their levels and scores, and get back on
          the board when they next pass a level.
        </ConfirmDeletion>
      ) : null}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold">{gameTitle}</h2>
        {entries.length > 0 ? (
          <Link to={`${here}&reset=1`} className={buttonClasses("ghost", "sm", "text-red-700 hover:bg-red-50")}>
            <RotateCcw aria-hidden="true" className="size-4" /> Clear this board
          </Link>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <EmptyList className="mt-4">No one is on the {gameTitle} board yet.</EmptyList>
      ) : (
        <AdminTable headings={["Place", "Name", "Score", "Last improved", "Actions"]} caption={`${gameTitle} board`}>
          {entries.map((row) => {
            const place = row.hidden ? null : ++shownRank;
            return (
              <tr key={row.id} className={cn("border-b border-slate-100 last:border-0", row.hidden && "bg-slate-50")}>
                <td className={cellClass}>{place === null ? <Pill tone="slate">Hidden</Pill> : `#${place}`}</td>
                <td className={cn(cellClass, "font-semibold break-words")}>
                  {row.name}
                  {row.nameChosen ? null : <span className="ml-2 text-sm font-normal text-slate-600">(made up)</span>}
                </td>
                <td className={cellClass}>{row.score}</td>
                <td className={cn(cellClass, "text-slate-600")}>{indiaDateTime.format(new Date(row.updatedAt))}</td>
                <td className={cellClass}>
                  <EntryActions gameId={gameId} entry={row} blockHref={`${here}&block=${row.id}`} />
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}

      <h2 className="mt-10 text-2xl font-bold">Blocked names</h2>
      {blocked.length === 0 ? (
        <EmptyList className="mt-4">No names are blocked.</EmptyList>
      ) : (
        <ul className="mt-4 space-y-2">
          {blocked.map((name) => (
            <li
              key={name.key}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white px-5 py-3 ring-1 ring-slate-200"
            >
              <span className="font-semibold break-words">{name.name}</span>
              <Form method="post">
                <input type="hidden" name="intent" value="unblock" />
                <input type="hidden" name="game" value={gameId} />
                <input type="hidden" name="key" value={name.key} />
                <button type="submit" className={buttonClasses("ghost", "sm")} aria-label={`Allow again: ${name.name}`}>
                  Allow again
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function EntryActions({
  gameId,
  entry,
  blockHref,
}: {
  gameId: GameId;
  entry: { id: number; name: string; hidden: boolean };
  blockHref: string;
}) {
  const busy = useNavigation().state !== "idle";
  // Each button's name starts with the words it shows, then says whose entry it is.
  const action = (intent: string, label: string, icon: ReactNode) => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="game" value={gameId} />
      <input type="hidden" name="id" value={entry.id} />
      <button
        type="submit"
        disabled={busy}
        aria-label={`${label}: ${entry.name}`}
        className={buttonClasses("ghost", "sm")}
      >
        {icon} {label}
      </button>
    </Form>
  );
  return (
    <div className="flex flex-wrap gap-1">
      {entry.hidden
        ? action("show", "Show", <Eye aria-hidden="true" className="size-4" />)
        : action("hide", "Hide", <EyeOff aria-hidden="true" className="size-4" />)}
      {action("rename", "New name", <Shuffle aria-hidden="true" className="size-4" />)}
      <Link
        to={blockHref}
        aria-label={`Block name: ${entry.name}`}
        className={buttonClasses("ghost", "sm", "text-red-700 hover:bg-red-50")}
      >
        <Ban aria-hidden="true" className="size-4" /> Block name
      </Link>
    </div>
  );
}
