import { HelpCircle, Trash2 } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/chat-gaps";
import { Pager } from "#app/components/admin/pager.tsx";
import { EmptyList } from "#app/components/admin/record-page.tsx";
import { indiaDateTime } from "#app/modules/admin/india-time.ts";
import { pageNumber, pageOf } from "#app/modules/admin/page-number.ts";
import { adminMeta } from "#app/modules/site/meta.ts";
import { deleteChatGap, listChatGaps } from "#app/modules/brainy/gaps.server.ts";
import { notUnderstood } from "#app/modules/admin/intent.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { chatGapKinds, type ChatGapKind } from "#app/modules/brainy/gap-kinds.ts";

export const meta: Route.MetaFunction = () => adminMeta("Unanswered questions");

/** Real gaps the site could fill, and questions about something else entirely, are listed apart. */
const Kind = z.enum(chatGapKinds).catch("gap");
const listUrl = (kind: ChatGapKind, page: number) =>
  `/admin/chat-gaps?${new URLSearchParams({ ...(kind === "gap" ? {} : { kind }), page: String(page) })}`;

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const page = pageOf(url);
  const kind = Kind.parse(url.searchParams.get("kind"));
  const gaps = await listChatGaps(page, kind);
  // After the last question of the last page is dismissed, the page before it is shown.
  if (page > gaps.pages) throw redirect(listUrl(kind, gaps.pages));
  return { page, kind, ...gaps };
}

const Dismissal = z.object({
  intent: z.literal("dismiss"),
  id: z.coerce.number().int().positive(),
  page: pageNumber,
  kind: Kind,
});

export async function action(args: Route.ActionArgs) {
  const parsed = Dismissal.safeParse(Object.fromEntries(await readFormDataOrRefuse(args.request)));
  if (!parsed.success) throw notUnderstood();
  if (!(await deleteChatGap(parsed.data.id))) throw data("No such question.", { status: 404 });
  return redirectWithToast(listUrl(parsed.data.kind, parsed.data.page), { title: "Question dismissed" });
}

const kindNames: Record<ChatGapKind, string> = { gap: "Not answered yet", off_topic: "About something else" };

/** Questions Brainy could not answer from the site's content, for staff to answer in an FAQ or dismiss. */
export default function ChatGaps({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pages, kind, counts } = loaderData;
  const navigation = useNavigation();
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold">Brainy's unanswered questions</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-600">
        Visitors asked Brainy these questions and the site had no answer. Turn the common ones into FAQs, and Brainy
        will answer them from then on. Only the question is kept; e-mail addresses and phone numbers are removed.
      </p>
      <nav aria-label="Kinds of question" className="mt-6 flex flex-wrap gap-2">
        {chatGapKinds.map((each) => (
          <Link
            key={each}
            to={listUrl(each, 1)}
            aria-current={each === kind ? "page" : undefined}
            className={buttonClasses(each === kind ? "primary" : "secondary", "sm")}
          >
            {kindNames[each]} ({counts[each]})
          </Link>
        ))}
      </nav>
      <p className="mt-4 text-slate-600">
        {kind === "gap"
          ? `${total} ${total === 1 ? "question" : "questions"} about us that the site does not answer yet.`
          : `${total} ${total === 1 ? "question" : "questions"} about something else (cricket, homework, the weather…). Brainy steered these back to what it can help with; nothing on the site is missing.`}
      </p>
      {rows.length === 0 ? (
        <EmptyList className="mt-6">
          No unanswered questions. Brainy found an answer for everything asked so far.
        </EmptyList>
      ) : (
        <ul className="mt-4 space-y-4">
          {rows.map((gap) => (
            <li key={gap.id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <p className="text-lg font-semibold break-words">“{gap.question}”</p>
              <p className="mt-1 text-sm text-slate-600">Asked {indiaDateTime.format(new Date(gap.createdAt))}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                {kind === "gap" ? (
                  <Link
                    to={`/admin/manage-faqs?${new URLSearchParams({ new: "1", question: gap.question })}`}
                    aria-label={`Turn into FAQ: ${gap.question}`}
                    className={buttonClasses("secondary", "sm")}
                  >
                    <HelpCircle aria-hidden="true" className="size-4" /> Turn into FAQ
                  </Link>
                ) : null}
                <Form method="post">
                  <input type="hidden" name="intent" value="dismiss" />
                  <input type="hidden" name="id" value={gap.id} />
                  <input type="hidden" name="page" value={page} />
                  <input type="hidden" name="kind" value={kind} />
                  <button
                    type="submit"
                    disabled={navigation.state !== "idle"}
                    aria-label={`Dismiss: ${gap.question}`}
                    className={buttonClasses("ghost", "sm", "text-red-700 hover:bg-red-50")}
                  >
                    <Trash2 aria-hidden="true" className="size-4" /> Dismiss
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} hrefOf={(target) => listUrl(kind, target)} back="Newer" on="Older" />
    </>
  );
}
