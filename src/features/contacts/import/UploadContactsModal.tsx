import { ImportWizard } from './ImportWizard';

/** The sidebar's "Upload contacts": a CSV into one of the user's lists. */
export default function UploadContactsModal({ onClose }: { onClose: () => void }) {
  return <ImportWizard mode="upload" onClose={onClose} />;
}
