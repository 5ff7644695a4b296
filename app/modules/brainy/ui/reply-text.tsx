import { parseReply } from "#app/modules/brainy/reply-markup.ts";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/**
 * A reply as paragraphs with safe links, built as React elements from text: never HTML. Links are plain
 * anchors, so the chat works the same inside and outside the router.
 */
export function ReplyText({ text }: { text: string }) {
  return (
    <>
      {parseReply(text).map((block, blockIndex) => (
        <p key={blockIndex} className="[&+&]:mt-2">
          {block.map((inline, index) =>
            inline.type === "text" ? (
              inline.text
            ) : inline.external ? (
              <a
                key={index}
                href={inline.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className={linkClass}
              >
                {inline.text}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <a key={index} href={inline.href} className={linkClass}>
                {inline.text}
              </a>
            ),
          )}
        </p>
      ))}
    </>
  );
}
