import { Link } from "react-router";
import type { Route } from "./+types/brainy-chat";

export const meta: Route.MetaFunction = () => [
  { title: "Chat with Brainy | SkillSprouts" },
  { name: "description", content: "Ask Brainy, the SkillSprouts assistant, about our courses, demos and Fun Zone." },
];

export default function BrainyChat() {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-2xl flex-col px-4 py-10">
      <h1 className="text-3xl font-extrabold">Brainy Assistant</h1>
      <p className="mt-4 text-lg text-slate-700">
        Hi! I'm Brainy. I'm still learning to chat. Meanwhile, our{" "}
        <Link className="font-semibold text-brand-700 underline" to="/faq">
          FAQ
        </Link>{" "}
        answers the most common questions, and our team is happy to help on the{" "}
        <Link className="font-semibold text-brand-700 underline" to="/contact">
          contact page
        </Link>
        .
      </p>
      <Link to="/" className="mt-8 font-semibold text-brand-700 underline">
        Back to Homepage
      </Link>
    </main>
  );
}
