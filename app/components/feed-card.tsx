import { Eye, Share2, VideoOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "#app/ui/toast.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";

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

/** Counts the view once the card has been at least half on screen for a moment. */
function useCountedViews(id: number, initial: number) {
  const ref = useRef<HTMLElement>(null);
  const [views, setViews] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          timer = setTimeout(async () => {
            observer.disconnect();
            const response = await fetch(`/feeds/${id}/view`, { method: "POST" }).catch(() => null);
            const body = (await response?.json().catch(() => null)) as { views?: number } | null;
            if (typeof body?.views === "number") setViews(body.views);
          }, 800);
        } else if (timer) {
          clearTimeout(timer);
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [id]);
  return { ref, views };
}

async function share(item: FeedItem) {
  const url = `${window.location.origin}/feeds#feed-${item.id}`;
  const text = `${item.studentName} (${item.schoolName}): ${item.description}`;
  if (navigator.share) {
    try {
      await navigator.share({ title: "SkillSprouts School Feeds", text, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Link copied", { description: "Paste it anywhere to share this post." });
  } catch {
    toast.info("Copy this link to share", { description: url });
  }
}

export function FeedCard({ item }: { item: FeedItem }) {
  const { ref, views } = useCountedViews(item.id, item.views);
  const hydrated = useHydrated();
  const src = item.mediaKey ? `/media/${item.mediaKey}` : null;
  return (
    <article
      ref={ref}
      id={`feed-${item.id}`}
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200"
    >
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
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-bold">{item.schoolName}</h2>
        <p className="text-sm font-semibold text-brand-700">
          Student: {item.studentName} (Class: {item.className})
        </p>
        <p className="mt-2 flex-1 text-slate-700">{item.description}</p>
        <div className="mt-4 flex items-center justify-between gap-3">
          {hydrated ? (
            <button
              type="button"
              onClick={() => void share(item)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Share2 aria-hidden="true" className="size-5" /> Share<span className="sr-only"> this post</span>
            </button>
          ) : (
            <a
              href={`#feed-${item.id}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-brand-700"
            >
              <Share2 aria-hidden="true" className="size-5" /> Link to this post
            </a>
          )}
          <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
            <Eye aria-hidden="true" className="size-4" /> {views.toLocaleString("en-IN")} views
          </span>
        </div>
      </div>
    </article>
  );
}
