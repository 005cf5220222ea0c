import type { PageProps } from '../../components/pageProps';
import { Unbuilt } from './Unbuilt';

export default function UnbuiltPage({ titleId }: PageProps) {
  return <Unbuilt titleId={titleId} standalone={false} />;
}
