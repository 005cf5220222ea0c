import '../plans/register';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../../components/pageProps';
import { PlanPicker } from '../plans/components/PlanPicker';

/** /pro-plan/{domain?} signed in: the plan picker as a page; Go Back goes back in history (§2). */
export default function ProPlanSignedIn({ titleId }: PageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <main id="main-content" className="public-page plan-page">
      <h1>{intl.formatMessage({ id: titleId })}</h1>
      <PlanPicker onGoBack={() => void navigate(-1)} />
    </main>
  );
}
