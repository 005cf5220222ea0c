import type { Template } from '../../schemas';
import { DuplicateDialog } from './DuplicateDialog';
import { QuickEditDialog } from './QuickEditDialog';
import { SendDialog } from './SendDialog';
import { ShareDialog } from './ShareDialog';

export type LibraryDialogKind = 'quickEdit' | 'duplicate' | 'share' | 'send';

/**
 * The dialog of a template action. Loaded on the first one opened: antd's Form, Modal and Radio
 * would otherwise weigh on every library's first load.
 */
export default function LibraryDialog({
  kind,
  template,
  onClose,
}: {
  kind: LibraryDialogKind;
  template: Template;
  onClose: () => void;
}) {
  switch (kind) {
    case 'duplicate':
      return <DuplicateDialog template={template} onClose={onClose} />;
    case 'share':
      return <ShareDialog template={template} onClose={onClose} />;
    case 'quickEdit':
      return <QuickEditDialog template={template} onClose={onClose} />;
    case 'send':
      return <SendDialog template={template} onClose={onClose} />;
  }
}
