import type { PageProps } from '../../components/pageProps';
import { Unbuilt } from './Unbuilt';

export default function UnbuiltPublicPage({ titleId }: PageProps) {
  return <Unbuilt titleId={titleId} standalone />;
}
