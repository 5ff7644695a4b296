import { nameInitials } from "#app/modules/content/shared/format.ts";

export type LeaderCardData = { id: number; name: string; role: string; bio: string; photoKey: string | null };

/**
 * A leader's photo, or their initials until staff upload one: a drawn face would stand for a real person who
 * may look nothing like it.
 */
export function LeaderPhoto({ leader }: { leader: Pick<LeaderCardData, "name" | "photoKey"> }) {
  return leader.photoKey ? (
    <img
      src={`/media/${leader.photoKey}`}
      alt=""
      width={112}
      height={112}
      loading="lazy"
      className="size-full object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-full items-center justify-center bg-brand-100 font-bold text-brand-700"
    >
      {nameInitials(leader.name)}
    </span>
  );
}

/** One leader on About Us: photo, name, role and what they lead. */
export function LeaderCard({ leader }: { leader: LeaderCardData }) {
  return (
    <li className="flex flex-col items-center rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <div className="size-28 overflow-hidden rounded-full text-3xl shadow-md ring-4 ring-white">
        <LeaderPhoto leader={leader} />
      </div>
      <h3 className="mt-5 text-xl font-bold text-slate-900">{leader.name}</h3>
      <p className="text-sm font-semibold text-brand-700">{leader.role}</p>
      {leader.bio ? <p className="mt-3 text-slate-600">{leader.bio}</p> : null}
    </li>
  );
}
