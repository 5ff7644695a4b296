import { Eye } from "lucide-react";
import { DeleteLink } from "#app/components/admin/record-page.tsx";
import { FeedCaption, FeedMedia, type FeedItem } from "./feed-card.tsx";

/** One post in the admin grid: the picture or the playable video, who and where it is from, and Delete. */
export function FeedAdminCard({ item }: { item: FeedItem }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
      <FeedMedia item={item} />
      <div className="flex flex-1 flex-col p-5">
        <FeedCaption item={item} Heading="h3" />
        <div className="mt-4 flex items-center justify-between gap-3">
          <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
            <Eye aria-hidden="true" className="size-4" /> {item.views.toLocaleString("en-IN")} views
          </span>
          <DeleteLink id={item.id}>
            Delete
            <span className="sr-only">
              {" "}
              the post by {item.studentName}, {item.schoolName}
            </span>
          </DeleteLink>
        </div>
      </div>
    </article>
  );
}
