import Sparkles from "lucide-react/icons/sparkles";
import { buttonClasses } from "#app/ui/button.tsx";

type Props = {
  suggestions: readonly string[];
  /** With a handler the buttons pick in place (the game's name dialog); without, each submits its form as `name`. */
  onPick?: (name: string) => void;
  disabled?: boolean;
  headingId: string;
};

/** Board names free to take, each one press away: offered when a typed name cannot go on the boards. */
export function NameSuggestions({ suggestions, onPick, disabled = false, headingId }: Props) {
  if (suggestions.length === 0) return null;
  return (
    <div className="mt-4">
      <p id={headingId} className="font-semibold text-slate-800">
        Pick one of these:
      </p>
      <ul aria-labelledby={headingId} className="mt-2 flex flex-wrap gap-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button
              type={onPick ? "button" : "submit"}
              name={onPick ? undefined : "name"}
              value={onPick ? undefined : suggestion}
              onClick={onPick ? () => onPick(suggestion) : undefined}
              data-name-suggestion=""
              disabled={disabled}
              className={buttonClasses("secondary", "md")}
            >
              <Sparkles aria-hidden="true" className="size-4" />
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
