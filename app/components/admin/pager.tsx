import { Link } from "react-router";
import { buttonClasses } from "#app/ui/button.tsx";

/**
 * The way through a list longer than one page: a link back, where the reader is, a link on. Plain links, so each
 * page has its own address and works without JavaScript. Shown only when there is more than one page.
 * Logs newest first say "Newer" and "Older"; other lists "Previous" and "Next". `more`: the list goes on past the
 * pages counted (a search counts only so far), so the last counted page still leads on.
 */
export function Pager({
  page,
  pages,
  hrefOf,
  back = "Previous",
  on = "Next",
  more = false,
}: {
  page: number;
  pages: number;
  more?: boolean;
  hrefOf: (page: number) => string;
  back?: string;
  on?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center gap-3">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={buttonClasses("secondary", "sm")}>
          {back}
        </Link>
      ) : null}
      <span>
        Page {page} of {Math.max(page, pages)}
        {more ? "+" : ""}
      </span>
      {page < pages || more ? (
        <Link to={hrefOf(page + 1)} className={buttonClasses("secondary", "sm")}>
          {on}
        </Link>
      ) : null}
    </nav>
  );
}
