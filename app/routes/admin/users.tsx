import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/users";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { listUsers, setUserRole, USERS_PAGE_SIZE } from "#app/modules/accounts/users.server.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "User management | SkillSprouts" },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const admin = getStaff(args.context);
  const url = new URL(args.request.url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const { users, total } = await listUsers({ query, page });
  return { users, total, query, page, pages: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)), currentUserId: admin.id };
}

const RoleChange = z.object({
  userId: z.uuid(),
  role: z.enum(["user", "admin"]),
  confirmSelf: z.literal("yes").optional(),
  returnTo: z.string().optional(),
});

export async function action(args: Route.ActionArgs) {
  const admin = getStaff(args.context);
  const parsed = RoleChange.safeParse(Object.fromEntries(await readFormDataOrRefuse(args.request)));
  if (!parsed.success) throw data("That request was not understood.", { status: 400 });
  const { userId, role, confirmSelf } = parsed.data;
  const back = parsed.data.returnTo?.startsWith("/admin/users") ? parsed.data.returnTo : "/admin/users";
  if (userId === admin.id && role === "user" && confirmSelf !== "yes") {
    return redirectWithToast(back, {
      type: "error",
      title: "Not changed",
      description: "To remove your own admin access, tick the confirmation box next to the button.",
    });
  }
  const outcome = await setUserRole(userId, role);
  if (outcome === "last-admin") {
    return redirectWithToast(back, {
      type: "error",
      title: "Not changed",
      description: "The last admin cannot be demoted.",
    });
  }
  if (outcome === "not-found") throw data("No such user.", { status: 404 });
  return redirectWithToast(back, {
    title: role === "admin" ? "Admin access granted" : "Admin access removed",
    description: "The change applies from the user's next page load.",
  });
}

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export default function UserManagement({ loaderData }: Route.ComponentProps) {
  const { users, total, query, page, pages, currentUserId } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const returnTo = `/admin/users?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(page) })}`;
  const pageLink = (target: number) =>
    `/admin/users?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(target) })}`;
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold">User Management</h1>
      <Form method="get" className="mt-6 flex max-w-xl flex-wrap items-end gap-3" role="search">
        <div className="min-w-0 flex-1">
          <label htmlFor="user-search" className="block font-semibold">
            Search by e-mail or name
          </label>
          <input
            id="user-search"
            name="q"
            type="search"
            defaultValue={query}
            className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5"
          />
        </div>
        <button type="submit" className={buttonClasses("secondary")}>
          Search
        </button>
      </Form>
      <p className="mt-4 text-slate-600" aria-live="polite">
        {total} {total === 1 ? "account" : "accounts"}
        {query ? ` matching “${query}”` : ""}
      </p>
      <div className="mt-4 overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full min-w-[44rem] text-left">
          <thead className="border-b border-slate-200 text-sm tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-5 py-3">
                E-mail
              </th>
              <th scope="col" className="px-5 py-3">
                Name
              </th>
              <th scope="col" className="px-5 py-3">
                Role
              </th>
              <th scope="col" className="px-5 py-3">
                Created
              </th>
              <th scope="col" className="px-5 py-3">
                Access
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const isSelf = user.id === currentUserId;
              const nextRole = user.role === "admin" ? "user" : "admin";
              return (
                <tr key={user.id} className="border-b border-slate-100 last:border-0">
                  <td className="px-5 py-3 font-medium">{user.email}</td>
                  <td className="px-5 py-3">{user.fullName ?? "—"}</td>
                  <td className="px-5 py-3">
                    <span
                      className={
                        user.role === "admin"
                          ? "rounded-full bg-slate-900 px-3 py-1 text-sm font-bold text-white"
                          : "rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold"
                      }
                    >
                      {user.role === "admin" ? "Admin" : "User"}
                    </span>
                  </td>
                  <td className="px-5 py-3">{dateFormat.format(new Date(user.createdAt))}</td>
                  <td className="px-5 py-3">
                    <Form method="post" className="flex flex-wrap items-center gap-3">
                      <input type="hidden" name="userId" value={user.id} />
                      <input type="hidden" name="role" value={nextRole} />
                      <input type="hidden" name="returnTo" value={returnTo} />
                      {isSelf && nextRole === "user" ? (
                        <label className="flex items-center gap-2 text-sm">
                          <input type="checkbox" name="confirmSelf" value="yes" className="size-5" /> Yes, remove my own
                          access
                        </label>
                      ) : null}
                      <button
                        type="submit"
                        disabled={busy}
                        className={buttonClasses(nextRole === "admin" ? "secondary" : "ghost", "sm")}
                      >
                        {nextRole === "admin" ? "Make admin" : "Remove admin"}
                        <span className="sr-only"> for {user.email}</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center gap-3">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className={buttonClasses("secondary", "sm")}>
              Previous
            </Link>
          ) : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={pageLink(page + 1)} className={buttonClasses("secondary", "sm")}>
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
