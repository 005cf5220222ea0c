import '../register';
import type { PageProps } from '../../../components/pageProps';
import { LIBRARIES } from '../components/library/libraries';
import { TemplateLibrary } from '../components/library/TemplateLibrary';

export default function ProTemplatesPage({ titleId }: PageProps) {
  return <TemplateLibrary config={LIBRARIES.pro} titleId={titleId} />;
}
