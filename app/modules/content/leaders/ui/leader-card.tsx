import { LeaderAvatar } from "#app/modules/pages/ui/illustrations.tsx";

export type LeaderCardData = { id: number; name: string; role: string; bio: string; photoKey: string | null };

/** A leader's photo, or one of the site's illustrated faces when staff have not uploaded one. */
export function LeaderPhoto({ leader, variant }: { leader: Pick<LeaderCardData, "photoKey">; variant: number }) {
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
    <LeaderAvatar variant={variant} className="size-full" />
  );
}

/** One leader on About Us: photo, name, role and what they lead. */
export function LeaderCard({ leader, variant }: { leader: LeaderCardData; variant: number }) {
  return (
    <li className="flex flex-col items-center rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <div className="size-28 overflow-hidden rounded-full shadow-md ring-4 ring-white">
        <LeaderPhoto leader={leader} variant={variant} />
      </div>
      <h3 className="mt-5 text-xl font-bold text-slate-900">{leader.name}</h3>
      <p className="text-sm font-semibold text-brand-700">{leader.role}</p>
      {leader.bio ? <p className="mt-3 text-slate-600">{leader.bio}</p> : null}
    </li>
  );
}
