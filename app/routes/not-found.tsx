import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { ErrorPage } from "#app/components/error-page.tsx";
import { staticUnsharedPageHandle } from "#app/modules/site/page-handles.ts";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | SkillSprouts" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <ErrorPage status={404} />;
}

// A plain page of links: nothing on it needs the framework's JavaScript.
export const handle = staticUnsharedPageHandle;
