import PlanPickerModal from './PlanPickerModal';

/**
 * The Design Studio side of the switcher, for a Marketplace user without a coach: the Design
 * Studio comes with Pro, so the plans open with the reason said first (accounts-money §4).
 */
export default function DesignStudioUpsellModal({ onClose }: { onClose: () => void }) {
  return <PlanPickerModal onClose={onClose} reason="billing.plans.studioReason" />;
}
