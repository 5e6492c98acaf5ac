import { Fragment } from 'react';

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/**
 * Copy with the email addresses in it made into mailto: links, so a paragraph of prose stays one
 * string in the content module and its addresses can still be clicked.
 */
export function LinkedText({ text }: { text: string }) {
  // split() with a capturing group keeps the addresses at the odd indexes.
  const parts = text.split(EMAIL);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            key={index}
            href={`mailto:${part}`}
            className="font-medium text-ink underline decoration-holo-cyan/60 underline-offset-4 hover:decoration-holo-cyan"
          >
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
