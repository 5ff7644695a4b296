import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/faq";
import { SimplePage } from "#app/components/simple-page.tsx";
import { listFaqs } from "#app/modules/content/faqs/faqs.server.ts";
import { courseFaqs, courseFaqText, type CourseFaq } from "#app/modules/content/programs/course-facts.ts";
import { listCourseFacts } from "#app/modules/content/programs/programs.server.ts";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";
import { JsonLd } from "#app/modules/site/ui/json-ld.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const [faqs, courses] = await Promise.all([listFaqs(), listCourseFacts()]);
  return { faqs, courseFaqs: courseFaqs(courses), language: requestLanguage(request) };
}

const title = "Frequently Asked Questions";
const description = "Answers to the questions parents and schools ask us most about our courses.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function Faq({ loaderData }: Route.ComponentProps) {
  const questions = [
    ...loaderData.faqs.map((faq) => ({ question: faq.question, answer: faq.answer })),
    ...loaderData.courseFaqs.map((faq) => ({ question: faq.question, answer: courseFaqText(faq) })),
  ];
  return (
    <SimplePage title={title} intro={description}>
      {questions.length > 0 ? (
        <JsonLd
          language={loaderData.language}
          data={{
            "@type": "FAQPage",
            mainEntity: questions.map((faq) => ({
              "@type": "Question",
              name: faq.question,
              acceptedAnswer: { "@type": "Answer", text: faq.answer },
            })),
          }}
        />
      ) : null}
      {loaderData.courseFaqs.length > 0 ? (
        <>
          <CourseQuestions faqs={loaderData.courseFaqs} />
          <h2 className="mb-4 text-2xl font-extrabold">More questions</h2>
        </>
      ) : null}
      {loaderData.faqs.length === 0 ? (
        <p className="text-center text-lg text-slate-600">No FAQs available at the moment. Please check back later.</p>
      ) : (
        <div className="space-y-3">
          {loaderData.faqs.map((faq) => (
            <FaqItem key={faq.id} question={faq.question}>
              <p className="px-5 pb-5 text-slate-700">{faq.answer}</p>
            </FaqItem>
          ))}
        </div>
      )}
    </SimplePage>
  );
}

/** One question, opened to its answer. The same name: the browser keeps one item open, with or without JavaScript. */
function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details name="faq" className="group rounded-2xl border border-slate-200 bg-white shadow-sm">
      <summary className="flex cursor-pointer items-center justify-between gap-4 p-5 text-lg font-bold">
        {question}
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}

/** The questions about every course at once (length, classes, batch, timings, certificate, fees), course by course. */
function CourseQuestions({ faqs }: { faqs: CourseFaq[] }) {
  return (
    <section aria-labelledby="course-questions-heading" className="mb-10">
      <h2 id="course-questions-heading" className="mb-4 text-2xl font-extrabold">
        About our courses
      </h2>
      <div className="space-y-3">
        {faqs.map((faq) => (
          <FaqItem key={faq.key} question={faq.question}>
            <ul className="space-y-2 px-5 pb-5 text-slate-700">
              {faq.answers.map((answer) => (
                <li key={answer.courseId}>
                  <Link to={`/programs/${answer.courseId}`} className="font-bold text-brand-700 underline">
                    {answer.course}
                  </Link>
                  : {answer.text}
                </li>
              ))}
            </ul>
          </FaqItem>
        ))}
      </div>
    </section>
  );
}

export const handle = staticPageHandle;
