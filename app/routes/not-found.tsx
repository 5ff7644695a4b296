import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { ErrorPage } from "#app/components/error-page.tsx";

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
