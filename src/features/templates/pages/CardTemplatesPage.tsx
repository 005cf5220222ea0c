import '../register';
import type { PageProps } from '../../../components/pageProps';
import { LIBRARIES } from '../components/library/libraries';
import { TemplateLibrary } from '../components/library/TemplateLibrary';

export default function CardTemplatesPage({ titleId }: PageProps) {
  return <TemplateLibrary config={LIBRARIES.card} titleId={titleId} />;
}
