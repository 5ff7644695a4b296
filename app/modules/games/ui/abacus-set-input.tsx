import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import { useState } from "react";
import { capitalise, placeNames, rodsToAnswer, rodsToNumber, stepRod, tapEarthBead, tapHeavenBead } from "./abacus.ts";
import { abacusSidePadding, AbacusSvg, type BeadTap } from "./abacus-svg.tsx";

type Props = {
  rodCount: number;
  locked: boolean;
  /** The id of the question text, read out with the first control. */
  describedBy: string;
  /** The number the rods show, as text; empty until the child has moved a bead. */
  onChange: (answer: string) => void;
};

const roundButton =
  "flex size-11 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-2 ring-brand-600 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50";

/**
 * The "set the abacus" answer: tap beads on the drawing, or use the + and − buttons under each rod (the way
 * for keyboards and screen readers). The number shown so far is always written underneath.
 */
export function AbacusSetInput({ rodCount, locked, describedBy, onChange }: Props) {
  const [rods, setRods] = useState<number[]>(() => new Array<number>(rodCount).fill(0));
  const [announcement, setAnnouncement] = useState("");
  const names = placeNames(rodCount);
  const padding = `${abacusSidePadding(rodCount) * 100}%`;

  const setRod = (rod: number, value: number) => {
    if (locked) return;
    const name = names[rod] ?? "";
    if (value === rods[rod]) {
      setAnnouncement(`The ${name} rod is already at ${value}.`);
      return;
    }
    const next = rods.map((current, i) => (i === rod ? value : current));
    setRods(next);
    onChange(rodsToAnswer(next));
    setAnnouncement(`${capitalise(name)}: ${value}. Your number is ${rodsToNumber(next)}.`);
  };

  const tapBead = ({ rod, bead }: BeadTap) => {
    const value = rods[rod] ?? 0;
    setRod(rod, bead === "heaven" ? tapHeavenBead(value) : tapEarthBead(value, bead));
  };

  return (
    <div className="mx-auto w-full max-w-xs">
      <AbacusSvg rods={rods} onTapBead={locked ? undefined : tapBead} className="w-full touch-manipulation" />
      <div
        role="group"
        aria-label="Abacus rods"
        className="mt-2 grid gap-1"
        style={{ gridTemplateColumns: `repeat(${rodCount}, minmax(0, 1fr))`, paddingInline: padding }}
      >
        {rods.map((value, rod) => {
          const name = capitalise(names[rod] ?? `Rod ${rod + 1}`);
          return (
            <div key={rod} role="group" aria-label={`${name} rod`} className="flex flex-col items-center gap-1">
              <button
                type="button"
                className={roundButton}
                aria-disabled={locked || undefined}
                aria-describedby={rod === 0 ? describedBy : undefined}
                data-autofocus={rod === 0 ? true : undefined}
                onClick={() => setRod(rod, stepRod(value, 1))}
              >
                <Plus aria-hidden="true" className="size-5" />
                <span className="sr-only">One more on the {names[rod]} rod</span>
              </button>
              <span className="text-xl font-extrabold tabular-nums" aria-hidden="true">
                {value}
              </span>
              <button
                type="button"
                className={roundButton}
                aria-disabled={locked || undefined}
                onClick={() => setRod(rod, stepRod(value, -1))}
              >
                <Minus aria-hidden="true" className="size-5" />
                <span className="sr-only">One less on the {names[rod]} rod</span>
              </button>
            </div>
          );
        })}
      </div>
      <p className="mt-3 text-center text-lg font-semibold text-slate-800">
        Your number: <span className="text-2xl font-extrabold text-brand-700 tabular-nums">{rodsToNumber(rods)}</span>
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
