import { Eye, Share2, VideoOff } from "lucide-react";
import { Island } from "#app/islands/island.tsx";

export type FeedItem = {
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

/** A post's picture, its playable video, or a placeholder while a video has no file yet. */
export function FeedMedia({ item }: { item: FeedItem }) {
  const src = item.mediaKey ? `/media/${item.mediaKey}` : null;
  return (
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
        // School clips come without caption files; the caption text below the video describes each one.
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
  );
}

/** Who and where a post is from, and what it says: the same on the site and in the back office's grid. */
export function FeedCaption({ item, Heading }: { item: FeedItem; Heading: "h2" | "h3" }) {
  return (
    <>
      <Heading className="text-lg font-bold">{item.schoolName}</Heading>
      <p className="text-sm font-semibold text-brand-700">
        Student: {item.studentName} (Class: {item.className})
      </p>
      <p className="mt-2 flex-1 text-slate-700">{item.description}</p>
    </>
  );
}

/**
 * One post. Its island (`app/islands/feed-card.ts`) counts the view once the card has been on screen and
 * turns the plain link into a Share button (Web Share, or copying the link).
 */
export function FeedCard({ item }: { item: FeedItem }) {
  const shareText = `${item.studentName} (${item.schoolName}): ${item.description}`;
  return (
    <Island name="feed-card" props={{ id: item.id, shareText }} className="grid">
      <article
        id={`feed-${item.id}`}
        className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <FeedMedia item={item} />
        <div className="flex flex-1 flex-col p-5">
          <FeedCaption item={item} Heading="h2" />
          <div className="mt-4 flex items-center justify-between gap-3">
            <button
              type="button"
              hidden
              data-feed-share
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-brand-700 hover:bg-brand-50 [&[hidden]]:hidden"
            >
              <Share2 aria-hidden="true" className="size-5" /> Share<span className="sr-only"> this post</span>
            </button>
            <a
              href={`#feed-${item.id}`}
              data-feed-link
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-brand-700"
            >
              <Share2 aria-hidden="true" className="size-5" /> Link to this post
            </a>
            <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
              <Eye aria-hidden="true" className="size-4" />
              <span data-feed-views>{item.views.toLocaleString("en-IN")} views</span>
            </span>
          </div>
        </div>
      </article>
    </Island>
  );
}
