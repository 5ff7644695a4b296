import type { SubmissionResult } from "@conform-to/react";
import CheckCircle2 from "lucide-react/icons/circle-check";
import { data } from "react-router";
import type { Route } from "./+types/fun-zone-progress";
import { PageHero } from "#app/components/page-hero.tsx";
import { getUser } from "#app/modules/accounts/guards.server.ts";
import { BoardNameSchema } from "#app/modules/games/board-name-form.ts";
import { pickABoardName, privateNameNotice } from "#app/modules/games/board-name-words.ts";
import { nameThePlayer } from "#app/modules/games/names.server.ts";
import { readPlayer } from "#app/modules/games/player.server.ts";
import { playerProgress } from "#app/modules/games/progress.server.ts";
import { progressPath } from "#app/modules/games/protocol.ts";
import { NameSuggestions } from "#app/modules/games/ui/name-suggestions.tsx";
import { GameProgressCard } from "#app/modules/games/ui/progress-view.tsx";
import { TemplateInputField } from "#app/modules/forms/ui/template-fields.tsx";
import { formProps, templateForm } from "#app/modules/forms/template-form.ts";
import { accountPageMeta } from "#app/modules/site/meta.ts";
import { staticUnsharedPageHandle } from "#app/modules/site/page-handles.ts";
import { FormError } from "#app/ui/field.tsx";
import { requestInfoContext } from "#app/server/request-context.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { readFlashEvent, redirectWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";

const title = "My progress";
const description = "Your levels, scores and places on the Fun Zone boards, and the name the boards show.";
const NAME_SAVED = "board-name-saved";

/** One player's page: never kept by a browser's or a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getUser(context);
  const player = await readPlayer(request, user);
  return {
    signedIn: user !== null,
    name: player?.name ?? null,
    nameChosen: player?.nameChosen ?? false,
    privateName: player?.privateName ?? null,
    nameLocked: player?.nameLocked ?? false,
    games: player ? await playerProgress(player) : [],
    saved: (await readFlashEvent(request, NAME_SAVED)) !== null,
  };
}

type ActionData = {
  result: SubmissionResult<string[]>;
  suggestions: string[];
  picking: boolean;
  /** The player as the action left them: a visitor who became a player here has no cookie in this request yet. */
  player?: { name: string; privateName: string | null };
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseSubmission(request, BoardNameSchema);
  if (!form.ok)
    return data<ActionData>({ result: form.reply(), suggestions: [], picking: false }, { status: form.status });
  // A visitor who names themselves before playing becomes a player here, as their first game would make them.
  const named = await nameThePlayer({
    request,
    user: getUser(context),
    clientIp: context.get(requestInfoContext).clientIp,
    typed: form.value.name,
  });
  const refusal = (message: string, status: number, suggestions: string[], headers?: Headers) =>
    data<ActionData>(
      { result: form.reply({ fieldErrors: { name: [message] } }), suggestions, picking: false },
      { status, headers },
    );
  if (named.kind === "limited") {
    return refusal(named.message, 429, [], new Headers({ "Retry-After": String(named.retryAfterSeconds) }));
  }
  if (named.kind === "refused") return refusal(named.message, named.status, named.suggestions);
  const headers = new Headers();
  for (const cookie of named.setCookies) headers.append("Set-Cookie", cookie);
  if (named.kind === "kept-private") {
    const player = { name: named.player.name, privateName: named.player.privateName };
    return data<ActionData>(
      { result: form.reply({ resetForm: true }), suggestions: named.suggestions, picking: true, player },
      { headers },
    );
  }
  return redirectWithToast(`${progressPath}#board-name`, { title: "Name saved", event: NAME_SAVED }, { headers });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountPageMeta({ matches, location, title, description });

export default function FunZoneProgress({ loaderData, actionData }: Route.ComponentProps) {
  const { games, name } = loaderData;
  return (
    <>
      <PageHero title={title} intro={description} />
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
        <BoardNameSection loaderData={loaderData} actionData={actionData} />
        {name === null ? (
          <p className="rounded-3xl bg-sky-50 px-5 py-4 text-lg text-sky-950">
            You haven't played yet. Pick a game in the{" "}
            <a href="/fun-zone" className="font-semibold underline">
              Fun Zone
            </a>{" "}
            and your levels and scores will show here.
          </p>
        ) : (
          games.map((game) => <GameProgressCard key={game.gameId} game={game} />)
        )}
        <p>
          <a href="/fun-zone" className="font-semibold text-brand-700 underline underline-offset-4">
            ← Back to the Fun Zone
          </a>
        </p>
      </div>
    </>
  );
}

function BoardNameSection({
  loaderData,
  actionData,
}: {
  loaderData: Pick<
    Route.ComponentProps["loaderData"],
    "signedIn" | "name" | "nameChosen" | "privateName" | "nameLocked" | "saved"
  >;
  actionData: ActionData | undefined;
}) {
  const { signedIn, nameChosen, nameLocked, saved } = loaderData;
  const name = actionData?.player?.name ?? loaderData.name;
  const privateName = actionData?.player?.privateName ?? loaderData.privateName;
  const [form, fields] = templateForm({ id: "board-name", schema: BoardNameSchema, lastResult: actionData?.result });
  const picking = actionData?.picking ?? false;
  return (
    <section
      id="board-name"
      aria-labelledby="board-name-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="board-name-heading" className="text-2xl font-extrabold text-ink">
        {picking ? pickABoardName : "Your name on the boards"}
      </h2>
      {saved && name ? (
        <p
          role="status"
          className="mt-3 flex items-center gap-2 rounded-2xl bg-brand-50 px-4 py-3 font-semibold text-brand-900"
        >
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
          Saved! You're {name} on the boards now.
        </p>
      ) : null}
      {picking ? (
        <p role="status" className="mt-3 rounded-2xl bg-sky-50 px-4 py-3 text-sky-950">
          {privateNameNotice}
        </p>
      ) : null}
      <p className="mt-3 text-lg text-slate-700">{nameWords({ name, nameChosen, nameLocked })}</p>
      {privateName ? (
        <p className="mt-1 text-slate-700">
          Only you see the name you typed: <span className="font-semibold text-ink">{privateName}</span>.
        </p>
      ) : null}
      <p className="mt-1 text-slate-600">
        {signedIn
          ? "Your account's name and e-mail address are never shown on the boards."
          : "You're playing without an account, so your progress is kept in this browser."}{" "}
        The boards show a first name (with one initial if you like, such as “Priya S.”) or a made-up name, never a full
        name.
      </p>
      {nameLocked ? null : (
        <form method="post" action={`${progressPath}#board-name`} {...formProps(form)} className="mt-4">
          <FormError id={form.errorId} errors={form.errors} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <TemplateInputField
              field={fields.name}
              label={name === null ? "Board name" : "New board name"}
              type="text"
              autoComplete="given-name"
              className="flex-1"
            />
            <button type="submit" className={buttonClasses("primary", "lg", "sm:mb-0.5")}>
              Save name
            </button>
          </div>
        </form>
      )}
      {actionData && actionData.suggestions.length > 0 ? (
        <form method="post" action={`${progressPath}#board-name`}>
          <NameSuggestions suggestions={actionData.suggestions} headingId="board-name-suggestions" />
        </form>
      ) : null}
    </section>
  );
}

function nameWords({
  name,
  nameChosen,
  nameLocked,
}: {
  name: string | null;
  nameChosen: boolean;
  nameLocked: boolean;
}) {
  if (name === null)
    return "You don't have a board name yet. Choose one now, or we'll make one up when you first play.";
  if (nameLocked) return `The boards show you as ${name}. The Fun Zone team picked this name for you, so it stays.`;
  if (nameChosen) return `The boards show you as ${name}.`;
  return `The boards show you as ${name}, a name we made up for you. You can choose your own.`;
}

export const handle = staticUnsharedPageHandle;
