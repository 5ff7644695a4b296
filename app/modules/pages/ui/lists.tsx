import type { ComponentType } from "react";
import { cn } from "#app/ui/cn.ts";

/* Short lists the marketing pages and the brochures share: points after a mark, and numbered steps. */

/** The sunny tick before each point of a list of reasons (decorative: the list says the rest). */
export function TickMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-7 shrink-0 items-center justify-center rounded-full bg-sun-400 text-brand-900",
        className,
      )}
    >
      ✓
    </span>
  );
}

/** A decorative mark before a point: a Lucide icon, or any drawing that takes a class. */
type Mark = ComponentType<{ "aria-hidden": "true"; className?: string }>;

export type IconListItem = { icon: Mark; text: string };

type IconListProps = {
  items: readonly IconListItem[];
  className?: string;
  /** Each point's look, including how its mark lines up with the text (`items-center`, `items-start`). */
  itemClassName?: string;
  iconClassName?: string;
};

/** Short points, each after its own decorative icon; the classes set the list's layout and each point's look. */
export function IconList({ items, className, itemClassName, iconClassName }: IconListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.text} className={cn("flex", itemClassName)}>
          <item.icon aria-hidden="true" className={iconClassName} />
          {item.text}
        </li>
      ))}
    </ul>
  );
}

/** Short points, each after the sunny tick. */
export function TickList({ points, ...list }: { points: readonly string[] } & Omit<IconListProps, "items">) {
  return <IconList items={points.map((text) => ({ icon: TickMark, text }))} {...list} />;
}

/** A step's number in a round badge, before the step's title (decorative: the list is numbered). */
export function StepNumber({ number, className }: { number: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("flex shrink-0 items-center justify-center rounded-full font-display", className)}
    >
      {number}
    </span>
  );
}
