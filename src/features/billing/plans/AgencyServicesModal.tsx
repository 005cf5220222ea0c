import '../register';
import { useFocusReturn } from '../../../components/useFocusReturn';
import { SchedulingModal } from './components/SchedulingBox';

/** The Agency Services promo (accounts-money §2 Other modals): from $79 per template, Schedule Now. */
export default function AgencyServicesModal({ onClose }: { onClose: () => void }) {
  useFocusReturn();
  return (
    <SchedulingModal
      titleId="billing.agency.title"
      bodyId="billing.agency.body"
      onClose={onClose}
    />
  );
}
