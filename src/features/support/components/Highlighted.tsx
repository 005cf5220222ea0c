import { Fragment } from 'react';
import { splitByMatches } from '../faq/textSearch';

/**
 * The text with the searched terms marked. Every piece is a React text child (a text node), never
 * markup: the catalogue's words are shown as they are.
 */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {splitByMatches(text, terms).map((piece, index) =>
        piece.match ? (
          <mark key={index} className="faq-mark">
            {piece.text}
          </mark>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
