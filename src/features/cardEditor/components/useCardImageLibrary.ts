import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { Template } from '../../templates';
import { type ImageObject, parseCardDocument, SIDE_NAMES } from '../model';
import { libraryCardsCall } from '../state/calls';
import { selectLibraryCards } from '../state/slice';

/** How many of the author's cards the library reads: the newest first, as the card library. */
export const LIBRARY_CARDS_READ = 50;

const EMBEDDED = /^data:image\/(png|jpeg|webp|svg\+xml);base64,/;

/** The images held by these cards (each once, by its data), the open card's left out. */
export function imagesOfCards(cards: readonly Template[], openId: number | null): ImageObject[] {
  const seen = new Set<string>();
  const images: ImageObject[] = [];
  for (const card of cards) {
    if (card.id === openId || card.type !== 'card') continue;
    let parsed: ReturnType<typeof parseCardDocument>;
    try {
      parsed = parseCardDocument(JSON.parse(card.content));
    } catch {
      continue;
    }
    if (!parsed.ok) continue;
    for (const side of SIDE_NAMES)
      for (const object of parsed.document.sides[side].objects)
        // Only the images the editor itself embeds (data URLs): a stored card is not trusted to
        // point the page at an address of its own.
        if (object.kind === 'image' && EMBEDDED.test(object.src) && !seen.has(object.src)) {
          seen.add(object.src);
          images.push(object);
        }
  }
  return images;
}

/**
 * The author's library of images beyond this card (issue 27, the Images panel): the images of
 * their own saved cards, read (list_template, my_template) when the panel first opens.
 */
export function useCardImageLibrary(openId: number | null) {
  const dispatch = useAppDispatch();
  const cards = useAppSelector(selectLibraryCards);
  const load = () =>
    dispatch(
      libraryCardsCall.request({
        type: 'card',
        limit: LIBRARY_CARDS_READ,
        offset: 0,
        my_template: 1,
      }),
    );
  const untouched = !cards.loading && cards.data === null && cards.error === null;
  useEffect(() => {
    if (untouched) load();
    // Read once per visit of the editor; Retry asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const images = useMemo(
    () => (cards.data ? imagesOfCards(cards.data, openId) : []),
    [cards.data, openId],
  );
  return { images, loading: cards.loading, error: cards.error, retry: load };
}
