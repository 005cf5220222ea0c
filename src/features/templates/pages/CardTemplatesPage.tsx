import '../register';
import { useEffect } from 'react';
import type { PageProps } from '../../../components/pageProps';
import { warmCardEditor } from '../../cardEditor';
import { LIBRARIES } from '../components/library/libraries';
import { TemplateLibrary } from '../components/library/TemplateLibrary';

/**
 * The card library. Its cards open in the card Design Studio, whose fonts it loads as soon as it
 * shows (issue 27; cardEditor/prefetch.ts says why not the editor's code too).
 */
export default function CardTemplatesPage({ titleId }: PageProps) {
  useEffect(() => {
    warmCardEditor();
  }, []);
  return <TemplateLibrary config={LIBRARIES.card} titleId={titleId} />;
}
