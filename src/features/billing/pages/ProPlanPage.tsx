import { Suspense, lazy } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/PageLoader';
import type { PageProps } from '../../../components/pageProps';
import { withDomainMessages } from '../../../i18n/domainMessages';
import { useAppSelector } from '../../../state/hooks';
import { selectSessionToken } from '../../../state/session';

/** Signed in: today's plan picker (antd), loaded only for a session. */
const SignedInPlans = lazy(() => import('./ProPlanSignedIn'));
/** Signed out: sign-up's light view of the plans, which leads into /signup (issue 28). */
const PublicPlans = lazy(
  withDomainMessages('signup', () =>
    import('../../signup').then((module) => ({ default: module.PublicProPlan })),
  ),
);

/**
 * /pro-plan/{domain?}: public (templates-campaigns-contacts §2). Signed in, the plan picker to
 * upgrade, as before; signed out, the plans (the reseller's, when the domain names one) leading
 * into sign-up with the plan chosen. Each branch is its own chunk, so the signed-out page carries
 * neither antd nor the plan picker.
 */
export default function ProPlanPage({ titleId }: PageProps) {
  const token = useAppSelector(selectSessionToken);
  const { domain = '' } = useParams();
  return (
    <Suspense fallback={<PageLoader />}>
      {token ? (
        <SignedInPlans titleId={titleId} />
      ) : (
        <PublicPlans titleId={titleId} domain={domain} />
      )}
    </Suspense>
  );
}
