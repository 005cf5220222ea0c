import { ImportWizard } from './ImportWizard';

/** The sidebar's "Create contact list": a new list, named and filled from a CSV. */
export default function CreateContactListModal({ onClose }: { onClose: () => void }) {
  return <ImportWizard mode="create" onClose={onClose} />;
}
