import { lazy, useId } from "react";
import type { PublicQuestion } from "../protocol.ts";
import { AbacusSetInput } from "./abacus-set-input.tsx";

/** The reorder list brings dnd-kit with it, so it loads only for a level that has one (see `preloadReorderList`). */
const loadReorderList = () => import("./reorder-list.tsx");
const ReorderList = lazy(async () => ({ default: (await loadReorderList()).ReorderList }));

/** Starts fetching the reorder list's code ahead of the question that needs it. */
export function preloadReorderList(): void {
  void loadReorderList();
}

type AnswerInputProps = {
  question: PublicQuestion;
  /** The id of the element holding the question text. */
  questionId: string;
  value: string;
  /** True while feedback shows: the answer can no longer change. */
  locked: boolean;
  onChange: (answer: string) => void;
};

/** The answer a question starts with: a reorder question's untouched order, otherwise nothing. */
export function initialAnswer(question: PublicQuestion): string {
  return question.type === "drag_and_drop" ? (question.options ?? []).join("") : "";
}

/**
 * The control that fits the question: choices, a text box, a reorderable list or an abacus to set. The
 * reorder list may suspend while its code loads; the caller's Suspense boundary decides what shows meanwhile.
 */
export function AnswerInput({ question, questionId, value, locked, onChange }: AnswerInputProps) {
  if (question.abacus?.mode === "set") {
    return (
      <AbacusSetInput
        rodCount={question.abacus.rodCount}
        locked={locked}
        describedBy={questionId}
        onChange={onChange}
      />
    );
  }
  switch (question.type) {
    case "multiple_choice":
      return (
        <ChoiceAnswer
          options={question.options ?? []}
          questionId={questionId}
          value={value}
          locked={locked}
          onChange={onChange}
        />
      );
    case "drag_and_drop":
      return <ReorderList items={question.options ?? []} labelledBy={questionId} locked={locked} onChange={onChange} />;
    case "fill_in_the_blanks":
    case "word_problem":
      return <TextAnswer questionId={questionId} value={value} locked={locked} onChange={onChange} />;
  }
}

/** What the choice and text answers take of `AnswerInput`'s props: all but the question itself. */
type AnswerControlProps = Omit<AnswerInputProps, "question">;

function ChoiceAnswer({
  options,
  questionId,
  value,
  locked,
  onChange,
}: AnswerControlProps & { options: readonly string[] }) {
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={questionId} className="grid gap-3 sm:grid-cols-2">
      {options.map((option, i) => (
        <label
          key={option}
          className="flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl bg-white px-4 py-3 text-lg font-semibold text-ink shadow-sm ring-2 ring-slate-200 transition-colors hover:ring-brand-500 has-checked:bg-brand-50 has-checked:ring-brand-600"
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => {
              if (!locked) onChange(option);
            }}
            aria-disabled={locked || undefined}
            data-autofocus={i === 0 ? true : undefined}
            className="size-5 shrink-0 accent-brand-600"
          />
          <span className="min-w-0 break-words">{option}</span>
        </label>
      ))}
    </div>
  );
}

function TextAnswer({ questionId, value, locked, onChange }: AnswerControlProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-lg font-semibold text-slate-800">
        Your answer
      </label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        readOnly={locked}
        aria-describedby={questionId}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="done"
        maxLength={200}
        data-autofocus
        className="mt-2 block min-h-12 w-full rounded-2xl border-2 border-slate-300 bg-white px-4 py-2 text-xl font-semibold text-ink shadow-sm read-only:bg-slate-50 focus:border-brand-600"
      />
    </div>
  );
}
