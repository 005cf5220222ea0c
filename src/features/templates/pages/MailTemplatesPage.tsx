import '../register';
import type { PageProps } from '../../../components/pageProps';
import { LIBRARIES } from '../components/library/libraries';
import { TemplateLibrary } from '../components/library/TemplateLibrary';

export default function MailTemplatesPage({ titleId }: PageProps) {
  return <TemplateLibrary config={LIBRARIES.mail} titleId={titleId} />;
}
