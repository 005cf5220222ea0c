import '../register';
import type { PageProps } from '../../../components/pageProps';
import { LIBRARIES } from '../components/library/libraries';
import { TemplateLibrary } from '../components/library/TemplateLibrary';

export default function SmsTemplatesPage({ titleId }: PageProps) {
  return <TemplateLibrary config={LIBRARIES.sms} titleId={titleId} />;
}
