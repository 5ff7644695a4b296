import { RotateCcw } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/story-time";
import { SceneIllustration } from "#app/modules/story/ui/illustrations.tsx";
import { isSceneId, scenes } from "#app/modules/story/scenes.ts";
import { pageMeta } from "#app/modules/site/meta.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";

/** /story-time is the first scene; /story-time/{scene} any other. Choices are links, so the story needs no JavaScript. */
export function loader({ params }: Route.LoaderArgs) {
  const id = params.scene ?? "start";
  if (!isSceneId(id)) throw data(null, { status: 404 });
  return { id };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta({
    matches,
    location,
    title: loaderData && loaderData.id !== "start" ? `Story Time: ${scenes[loaderData.id].title}` : "Story Time",
    description:
      "An interactive story for children: help Pip the fox cub find the way home through the Whispering Woods.",
  });

const endingStyle = {
  good: "bg-brand-50 text-brand-900 ring-brand-100",
  sad: "bg-sky-50 text-sky-900 ring-sky-100",
  lost: "bg-amber-50 text-amber-900 ring-amber-100",
} as const;

export default function StoryTime({ loaderData }: Route.ComponentProps) {
  const scene = scenes[loaderData.id];
  return (
    <div className="bg-gradient-to-b from-violet-50 to-white">
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <p className="font-semibold text-violet-700">Story Time · Pip and the Whispering Woods</p>
        <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">{scene.title}</h1>
        <div className="mt-6 overflow-hidden rounded-3xl shadow-md ring-1 ring-violet-100">
          <SceneIllustration id={scene.id} title={scene.imageDescription} />
        </div>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-800 sm:text-xl">
          {scene.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {scene.ending ? (
          <p className={cn("mt-6 rounded-2xl px-5 py-4 text-lg font-bold ring-1", endingStyle[scene.ending])}>
            {scene.ending === "good"
              ? "The End. Hooray, Pip made it home!"
              : "The End… for now. Every explorer can try again!"}
          </p>
        ) : null}
        <nav aria-label="What happens next?" className="mt-8">
          <h2 className="text-xl font-extrabold">{scene.ending ? "Play again?" : "What should Pip do?"}</h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {scene.choices.map((choice) => (
              <li key={choice.next}>
                <Link
                  to={choice.next === "start" ? "/story-time" : `/story-time/${choice.next}`}
                  className={buttonClasses(scene.ending ? "primary" : "secondary", "lg", "w-full text-center")}
                  preventScrollReset={false}
                >
                  {choice.next === "start" ? <RotateCcw aria-hidden="true" className="size-5" /> : null}
                  {choice.text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </article>
    </div>
  );
}

export const handle = staticPageHandle;
