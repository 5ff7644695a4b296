import { Ban, Eye, EyeOff, RotateCcw, Shuffle, Undo2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AdminTable, cellClass } from "#app/components/admin/admin-table.tsx";
import { EmptyList } from "#app/components/admin/record-page.tsx";
import { Pill } from "#app/components/admin/pill.tsx";
import { indiaDateTime } from "#app/modules/admin/india-time.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";
import type { ModeratedEntry } from "../moderation.server.ts";

/*
 * The back office's Fun Zone boards page, in pieces: a board with what can be done about each person on it, the
 * people hidden from every board, and the first names taken off the list. Every form carries the game and board
 * the page shows (`fields`), so the page comes back as it was.
 */

type Fields = Record<string, string>;

function HiddenFields({ fields }: { fields: Fields }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

function ActionButton({
  intent,
  values,
  fields,
  label,
  who,
  icon,
}: {
  intent: string;
  values: Fields;
  fields: Fields;
  label: string;
  who: string;
  icon: ReactNode;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <HiddenFields fields={{ ...fields, ...values }} />
      {/* The button's name starts with the words it shows, then says whose entry it is. */}
      <button type="submit" disabled={busy} aria-label={`${label}: ${who}`} className={buttonClasses("ghost", "sm")}>
        {icon} {label}
      </button>
    </Form>
  );
}

export function BoardTable({
  title,
  entries,
  fields,
  takeOffHref,
  resetHref,
}: {
  title: string;
  entries: (Omit<ModeratedEntry, "reachedAt"> & { reachedAt: Date | string })[];
  fields: Fields;
  takeOffHref: (playerId: string) => string;
  resetHref: string;
}) {
  let shownRank = 0;
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold">{title}</h2>
        {entries.length > 0 ? (
          <Link to={resetHref} className={buttonClasses("ghost", "sm", "text-red-700 hover:bg-red-50")}>
            <RotateCcw aria-hidden="true" className="size-4" /> Clear this game's boards
          </Link>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <EmptyList className="mt-4">No one is on this board yet.</EmptyList>
      ) : (
        <AdminTable headings={["Place", "Name", "Score", "Reached", "Actions"]} caption={title}>
          {entries.map((row) => {
            const place = row.hidden ? null : ++shownRank;
            const values = { id: row.playerId };
            return (
              <tr
                key={row.playerId}
                className={cn("border-b border-slate-100 last:border-0", row.hidden && "bg-slate-50")}
              >
                <td className={cellClass}>{place === null ? <Pill tone="slate">Hidden</Pill> : `#${place}`}</td>
                <td className={cn(cellClass, "font-semibold break-words")}>
                  {row.name}
                  {row.nameLocked ? (
                    <span className="ml-2 text-sm font-normal text-slate-600">(given by staff)</span>
                  ) : row.nameChosen ? null : (
                    <span className="ml-2 text-sm font-normal text-slate-600">(made up)</span>
                  )}
                </td>
                <td className={cellClass}>{row.score}</td>
                <td className={cn(cellClass, "text-slate-600")}>{indiaDateTime.format(new Date(row.reachedAt))}</td>
                <td className={cellClass}>
                  <div className="flex flex-wrap gap-1">
                    {row.hidden ? (
                      <ActionButton
                        intent="show"
                        {...{ values, fields }}
                        label="Show"
                        who={row.name}
                        icon={<Eye aria-hidden="true" className="size-4" />}
                      />
                    ) : (
                      <ActionButton
                        intent="hide"
                        {...{ values, fields }}
                        label="Hide"
                        who={row.name}
                        icon={<EyeOff aria-hidden="true" className="size-4" />}
                      />
                    )}
                    {row.nameLocked ? null : (
                      <ActionButton
                        intent="rename"
                        {...{ values, fields }}
                        label="New name"
                        who={row.name}
                        icon={<Shuffle aria-hidden="true" className="size-4" />}
                      />
                    )}
                    {row.givenNameKey ? (
                      <Link
                        to={takeOffHref(row.playerId)}
                        aria-label={`Take name off the list: ${row.name}`}
                        className={buttonClasses("ghost", "sm", "text-red-700 hover:bg-red-50")}
                      >
                        <Ban aria-hidden="true" className="size-4" /> Take name off the list
                      </Link>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </>
  );
}

/** A list of people or names staff took off, each with the button that undoes it. */
function UndoList<Row>({
  rows,
  empty,
  keyOf,
  label,
  undo,
  fields,
  describe,
}: {
  rows: Row[];
  empty: string;
  keyOf: (row: Row) => string;
  label: (row: Row) => string;
  undo: (row: Row) => { intent: string; values: Fields; label: string };
  fields: Fields;
  describe?: (row: Row) => string;
}) {
  if (rows.length === 0) return <EmptyList className="mt-4">{empty}</EmptyList>;
  return (
    <ul className="mt-4 space-y-2">
      {rows.map((row) => {
        const action = undo(row);
        return (
          <li
            key={keyOf(row)}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white px-5 py-3 ring-1 ring-slate-200"
          >
            <span>
              <span className="font-semibold break-words">{label(row)}</span>
              {describe ? <span className="ml-2 text-sm text-slate-600">{describe(row)}</span> : null}
            </span>
            <ActionButton
              intent={action.intent}
              values={action.values}
              fields={fields}
              label={action.label}
              who={label(row)}
              icon={<Undo2 aria-hidden="true" className="size-4" />}
            />
          </li>
        );
      })}
    </ul>
  );
}

type Hold = { id: number; name: string; createdAt: Date | string; hiddenBy: string | null };

export function HiddenPeople({ holds, fields }: { holds: Hold[]; fields: Fields }) {
  return (
    <>
      <h2 className="mt-10 text-2xl font-bold">Hidden from every board</h2>
      <p className="mt-1 max-w-3xl text-slate-600">
        A hidden person is off every game's boards, with any account they have and any new player from the same browser,
        until you show them again.
      </p>
      <UndoList
        rows={holds}
        empty="No one is hidden."
        keyOf={(hold) => String(hold.id)}
        label={(hold) => hold.name}
        describe={(hold) =>
          `hidden ${indiaDateTime.format(new Date(hold.createdAt))}${hold.hiddenBy ? ` by ${hold.hiddenBy}` : ""}`
        }
        undo={(hold) => ({ intent: "unhold", values: { hold: String(hold.id) }, label: "Show again" })}
        fields={fields}
      />
    </>
  );
}

export function RemovedNames({ blocked, fields }: { blocked: { key: string; name: string }[]; fields: Fields }) {
  return (
    <>
      <h2 className="mt-10 text-2xl font-bold">First names taken off the list</h2>
      <UndoList
        rows={blocked}
        empty="Every first name on the list can be used."
        keyOf={(name) => name.key}
        label={(name) => name.name}
        undo={(name) => ({ intent: "unblock", values: { key: name.key }, label: "Put back" })}
        fields={fields}
      />
    </>
  );
}

/** A first name that is unkind in a language the list's sources missed can be taken off before anyone uses it. */
export function TakeNameOffForm({ fields }: { fields: Fields }) {
  return (
    <Form method="post" className="mt-6 max-w-xl rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <input type="hidden" name="intent" value="take-off-typed" />
      <HiddenFields fields={fields} />
      <label htmlFor="take-off-name" className="block font-semibold">
        Take a first name off the list
      </label>
      <p id="take-off-name-hint" className="mt-1 text-sm text-slate-600">
        For a name that reads as unkind or rude. Nobody will be able to use it, and anyone who has it gets a made-up
        name.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <input
          id="take-off-name"
          name="firstName"
          required
          maxLength={40}
          aria-describedby="take-off-name-hint"
          className="min-h-11 flex-1 rounded-xl border-2 border-slate-300 px-3"
        />
        <button type="submit" className={buttonClasses("secondary", "md")}>
          Take off the list
        </button>
      </div>
    </Form>
  );
}
