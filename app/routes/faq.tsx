import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/faq";
import { SimplePage } from "#app/components/simple-page.tsx";
import { listFaqs } from "#app/modules/content/faqs/faqs.server.ts";
import { courseFaqs, courseFaqText, type CourseFaq } from "#app/modules/content/programs/course-facts.ts";
import { listCourseFacts } from "#app/modules/content/programs/programs.server.ts";
import { faqIn } from "#app/modules/content/faqs/faq-language.ts";
import { langWhereDiffers } from "#app/modules/i18n/content-language.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { languageOfPath, pathInLanguage, type Language } from "#app/modules/i18n/languages.ts";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";
import { JsonLd } from "#app/modules/site/ui/json-ld.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const [faqs, courses] = await Promise.all([listFaqs(), listCourseFacts()]);
  return { faqs, courseFaqs: courseFaqs(courses), language: requestLanguage(request) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({ matches, location, title: t("faq.title"), description: t("faq.description") });
};

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { language } = loaderData;
  const t = translator(language);
  const faqs = loaderData.faqs.map((faq) => ({ id: faq.id, ...faqIn(faq, language) }));
  // Structured data in the page's language: the course questions are written in English only.
  const questions = [
    ...faqs.filter((faq) => faq.lang === language),
    ...(language === "en"
      ? loaderData.courseFaqs.map((faq) => ({ question: faq.question, answer: courseFaqText(faq) }))
      : []),
  ];
  return (
    <SimplePage title={t("faq.title")} intro={t("faq.description")}>
      {questions.length > 0 ? (
        <JsonLd
          language={language}
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
          <CourseQuestions faqs={loaderData.courseFaqs} language={language} heading={t("faq.aboutCourses")} />
          <h2 className="mb-4 text-2xl font-extrabold">{t("faq.moreQuestions")}</h2>
        </>
      ) : null}
      {faqs.length === 0 ? (
        <p className="text-center text-lg text-slate-600">{t("faq.none")}</p>
      ) : (
        <div className="space-y-3">
          {faqs.map((faq) => (
            <FaqItem key={faq.id} question={faq.question} lang={langWhereDiffers(faq.lang, language)}>
              <p className="px-5 pb-5 text-slate-700">{faq.answer}</p>
            </FaqItem>
          ))}
        </div>
      )}
    </SimplePage>
  );
}

/** One question, opened to its answer. The same name: the browser keeps one item open, with or without JavaScript. */
function FaqItem({
  question,
  lang,
  children,
}: {
  question: string;
  /** Set where the item is in another language than the page (English not yet translated). */
  lang?: Language | undefined;
  children: ReactNode;
}) {
  return (
    <details name="faq" lang={lang} className="group rounded-2xl border border-slate-200 bg-white shadow-sm">
      <summary className="flex cursor-pointer items-center justify-between gap-4 p-5 text-lg font-bold">
        {question}
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}

/**
 * The questions about every course at once (length, classes, batch, timings, certificate, fees), course by course.
 * They are put together in English from the courses' facts, so on a Hindi or Marathi page they are marked English.
 */
function CourseQuestions({ faqs, language, heading }: { faqs: CourseFaq[]; language: Language; heading: string }) {
  return (
    <section aria-labelledby="course-questions-heading" className="mb-10">
      <h2 id="course-questions-heading" className="mb-4 text-2xl font-extrabold">
        {heading}
      </h2>
      <div className="space-y-3">
        {faqs.map((faq) => (
          <FaqItem key={faq.key} question={faq.question} lang={langWhereDiffers("en", language)}>
            <ul className="space-y-2 px-5 pb-5 text-slate-700">
              {faq.answers.map((answer) => (
                <li key={answer.courseId}>
                  <Link
                    to={pathInLanguage(`/programs/${answer.courseId}`, language)}
                    className="font-bold text-brand-700 underline"
                  >
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
