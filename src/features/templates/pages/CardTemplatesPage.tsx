import '../register';
import { useEffect } from 'react';
import type { PageProps } from '../../../components/pageProps';
import { prefetchCardEditor, warmCardEditor } from '../../cardEditor';
import { LIBRARIES } from '../components/library/libraries';
import { TemplateLibrary } from '../components/library/TemplateLibrary';

/** A control of the library: creating, opening and the other actions on a card. */
const isLibraryControl = (target: EventTarget | null) =>
  target instanceof Element && target.closest('.template-library button') !== null;

/**
 * The card library. Its cards open in the card Design Studio, which it readies (issue 27): the
 * editor's fonts and messages once the library shows, its code at the first pointer over or focus
 * on one of the library's controls (cardEditor/prefetch.ts says why not sooner).
 */
export default function CardTemplatesPage({ titleId }: PageProps) {
  useEffect(() => {
    warmCardEditor();
    const onIntent = (event: Event) => {
      if (isLibraryControl(event.target)) prefetchCardEditor();
    };
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
  return <TemplateLibrary config={LIBRARIES.card} titleId={titleId} />;
}
