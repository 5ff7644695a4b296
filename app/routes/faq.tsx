import { ChevronDown } from "lucide-react";
import type { Route } from "./+types/faq";
import { SimplePage } from "#app/components/simple-page.tsx";
import { listFaqs } from "#app/modules/content/faqs/faqs.server.ts";
import { JsonLd } from "#app/modules/site/ui/json-ld.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";

export async function loader() {
  return { faqs: await listFaqs() };
}

const title = "Frequently Asked Questions";
const description = "Answers to the questions parents and schools ask us most about our courses.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <SimplePage title={title} intro={description}>
      {loaderData.faqs.length > 0 ? (
        <JsonLd
          data={{
            "@type": "FAQPage",
            mainEntity: loaderData.faqs.map((faq) => ({
              "@type": "Question",
              name: faq.question,
              acceptedAnswer: { "@type": "Answer", text: faq.answer },
            })),
          }}
        />
      ) : null}
      {loaderData.faqs.length === 0 ? (
        <p className="text-center text-lg text-slate-600">No FAQs available at the moment. Please check back later.</p>
      ) : (
        <div className="space-y-3">
          {loaderData.faqs.map((faq) => (
            // Same name: the browser keeps only one item open at a time, with or without JavaScript.
            <details key={faq.id} name="faq" className="group rounded-2xl border border-slate-200 bg-white shadow-sm">
              <summary className="flex cursor-pointer items-center justify-between gap-4 p-5 text-lg font-bold">
                {faq.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 text-slate-700">{faq.answer}</p>
            </details>
          ))}
        </div>
      )}
    </SimplePage>
  );
}

export const handle = staticPageHandle;
