import { useId } from "react";

/** "Question 2 of 5" with a bar that fills as the level goes on. */
export function QuestionProgress({ number, total }: { number: number; total: number }) {
  const labelId = useId();
  const share = total > 0 ? Math.round((number / total) * 100) : 0;
  return (
    <div>
      <p id={labelId} className="text-sm font-bold tracking-wide text-slate-700 uppercase">
        Question {number} of {total}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={number}
        aria-valuetext={`Question ${number} of ${total}`}
        className="mt-1.5 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-500 to-sky-500 motion-safe:transition-[width] motion-safe:duration-500"
          style={{ width: `${share}%` }}
        />
      </div>
    </div>
  );
}
