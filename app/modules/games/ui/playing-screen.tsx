import CircleCheck from "lucide-react/icons/circle-check";
import CircleX from "lucide-react/icons/circle-x";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { buttonClasses } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";
import type { PublicQuestion } from "../protocol.ts";
import { AbacusSvg } from "./abacus-svg.tsx";
import { AnswerInput, initialAnswer, preloadReorderList } from "./answer-input.tsx";
import { CountdownTimer, useSecondsLeft } from "./countdown-timer.tsx";
import type { Feedback, Screen } from "./game-flow.ts";
import { QuestionProgress } from "./question-progress.tsx";

type PlayingScreenProps = {
  screen: Extract<Screen, { kind: "playing" }>;
  pending: boolean;
  onSubmitAnswer: (question: PublicQuestion, answer: string) => void;
  onTimeUp: () => void;
};

/** One running level: the clock, how far along the child is, and the question on screen. */
export function PlayingScreen({ screen, pending, onSubmitAnswer, onTimeUp }: PlayingScreenProps) {
  const { attempt, current, feedback, endsAt } = screen;
  // Once the last answer is in, the level is over and the clock must not run out on the result.
  const finishing = Boolean(feedback?.levelResult);
  const seconds = useSecondsLeft(endsAt, attempt.secondsLeft, !finishing);
  const timeUpReported = useRef(false);

  useEffect(() => {
    // An answer on its way may still beat the deadline (the server allows for the trip), so wait for it.
    if (seconds > 0 || pending || finishing || timeUpReported.current) return;
    timeUpReported.current = true;
    onTimeUp();
  }, [seconds, pending, finishing, onTimeUp]);

  const hasReorderQuestion = attempt.questions.some((question) => question.type === "drag_and_drop");
  useEffect(() => {
    if (hasReorderQuestion) preloadReorderList();
  }, [hasReorderQuestion]);

  const question = attempt.questions[current];
  if (!question) return null;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-bold text-slate-700">Level {attempt.level}</p>
        <CountdownTimer seconds={seconds} />
      </div>
      <div className="mt-4">
        <QuestionProgress number={current + 1} total={attempt.questions.length} />
      </div>
      {/* The card shows whole, so it takes focus only once its answer control is there. */}
      <Suspense fallback={<QuestionLoading />}>
        <QuestionCard
          key={`${attempt.attemptId}:${question.index}`}
          question={question}
          feedback={feedback}
          pending={pending}
          onSubmit={(answer) => onSubmitAnswer(question, answer)}
        />
      </Suspense>
    </div>
  );
}

function QuestionCard({
  question,
  feedback,
  pending,
  onSubmit,
}: {
  question: PublicQuestion;
  feedback: Feedback | null;
  pending: boolean;
  onSubmit: (answer: string) => void;
}) {
  const questionId = useId();
  const [answer, setAnswer] = useState(() => initialAnswer(question));
  const [hint, setHint] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const locked = feedback !== null;

  // A new question takes focus straight to its answer, so keyboard players can answer at once.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked || pending) return;
    if (answer.trim() === "") {
      setHint("Please choose or type an answer first.");
      formRef.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
      return;
    }
    setHint("");
    onSubmit(answer);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="mt-6 space-y-5">
      <div>
        <p className="text-sm font-semibold text-slate-600">Worth {question.points} points</p>
        <h3 id={questionId} className="mt-1 text-2xl font-extrabold break-words text-ink sm:text-3xl">
          {question.question}
        </h3>
      </div>
      {question.abacus?.mode === "read" ? (
        <AbacusSvg rods={question.abacus.rods} className="mx-auto w-full max-w-xs" />
      ) : null}
      <AnswerInput
        question={question}
        questionId={questionId}
        value={answer}
        locked={locked}
        onChange={(next) => {
          setAnswer(next);
          if (hint) setHint("");
        }}
      />
      <div role="status" className="min-h-14">
        {feedback ? <FeedbackMessage feedback={feedback} /> : null}
        {!feedback && hint ? <p className="py-3 font-semibold text-amber-800">{hint}</p> : null}
      </div>
      <button
        type="submit"
        disabled={locked || pending}
        aria-busy={pending || undefined}
        className={buttonClasses("primary", "lg", "w-full sm:w-auto")}
      >
        {pending ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : null}
        Submit Answer
      </button>
    </form>
  );
}

function QuestionLoading() {
  return (
    <p role="status" className="mt-6 flex min-h-40 items-center justify-center gap-3 font-semibold text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
      Getting the question ready…
    </p>
  );
}

function FeedbackMessage({ feedback }: { feedback: Feedback }) {
  const Icon = feedback.correct ? CircleCheck : CircleX;
  return (
    <p
      className={cn(
        "flex items-start gap-3 rounded-2xl px-4 py-3 text-lg font-bold",
        feedback.correct
          ? "bg-brand-50 text-brand-900 ring-2 ring-brand-500"
          : "bg-rose-50 text-rose-900 ring-2 ring-rose-400",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <span className="min-w-0 break-words">
        {feedback.correct
          ? `Correct! +${feedback.points} points.`
          : `Not quite! The correct answer was: ${feedback.correctAnswer}`}
      </span>
    </p>
  );
}
