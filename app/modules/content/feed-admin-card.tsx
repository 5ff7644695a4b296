import { Eye, Trash2, VideoOff } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#app/ui/button.tsx";

export type AdminFeedItem = {
  id: number;
  schoolName: string;
  studentName: string;
  className: string;
  description: string;
  mediaType: "image" | "video";
  mediaKey: string | null;
  mediaContentType: string | null;
  alt: string;
  views: number;
};

/** One post in the admin grid: the picture or the playable video, who and where it is from, and Delete. */
export function FeedAdminCard({ item }: { item: AdminFeedItem }) {
  const src = item.mediaKey ? `/media/${item.mediaKey}` : null;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="aspect-[4/3] bg-slate-100">
        {item.mediaType === "image" && src ? (
          <img
            src={src}
            alt={item.alt}
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : item.mediaType === "video" && src ? (
          // School clips come without caption files; the caption below describes each one.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video controls preload="metadata" className="size-full bg-black object-contain" aria-label={item.alt}>
            <source src={src} type={item.mediaContentType ?? undefined} />
          </video>
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-slate-600">
            <VideoOff aria-hidden="true" className="size-10" />
            <span className="font-semibold">Video coming soon</span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold">{item.schoolName}</h3>
        <p className="text-sm font-semibold text-brand-700">
          Student: {item.studentName} (Class: {item.className})
        </p>
        <p className="mt-2 flex-1 text-slate-700">{item.description}</p>
        <div className="mt-4 flex items-center justify-between gap-3">
          <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
            <Eye aria-hidden="true" className="size-4" /> {item.views.toLocaleString("en-IN")} views
          </span>
          <Link to={`?delete=${item.id}`} className={buttonClasses("ghost", "sm", "text-red-700 hover:bg-red-50")}>
            <Trash2 aria-hidden="true" className="size-4" /> Delete
            <span className="sr-only">
              {" "}
              the post by {item.studentName}, {item.schoolName}
            </span>
          </Link>
        </div>
      </div>
    </article>
  );
}
