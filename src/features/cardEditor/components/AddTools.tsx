import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { FileInput, NativeSelect } from '../../../components/controls';
import { MERGE_TAG_TOKENS } from '../../../lib/mergeTags';
import type { CardGeometry, CardObject } from '../model';
import { newEllipse, newLine, newQr, newRect, newText } from '../tools/newObjects';
import { ToolButton } from './ToolButton';

/** The QR code a new one holds: the contact's website, filled per card when it is printed. */
const NEW_QR_VALUE = '{{website}}';

/** Buttons that add objects: text, a merge field, an image, shapes and a QR code. */
export function AddTools({
  geometry,
  onAdd,
  onImageFile,
}: {
  geometry: CardGeometry;
  onAdd: (object: CardObject) => void;
  onImageFile: (file: File) => void;
}) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="card-tool-group" role="group" aria-label={word('cardEditor.tools.add')}>
      <ToolButton
        label={word('cardEditor.tool.text')}
        onClick={() => onAdd(newText(geometry, word('cardEditor.tool.newText')))}
      />
      <NativeSelect
        className="card-tool-select"
        aria-label={word('cardEditor.tool.mergeField')}
        value=""
        onChange={(event) => {
          if (event.target.value) onAdd(newText(geometry, event.target.value));
        }}
      >
        <option value="">{word('cardEditor.tool.mergeField')}</option>
        {MERGE_TAG_TOKENS.map((token) => (
          <option key={token} value={token}>
            {token}
          </option>
        ))}
      </NativeSelect>
      <ToolButton
        label={word('cardEditor.tool.image')}
        onClick={() => fileInput.current?.click()}
      />
      <FileInput
        ref={fileInput}
        hidden
        accept="image/png,image/jpeg,image/webp,image/svg+xml,.svg"
        aria-label={word('cardEditor.tool.image')}
        data-testid="card-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onImageFile(file);
        }}
      />
      <ToolButton label={word('cardEditor.tool.rect')} onClick={() => onAdd(newRect(geometry))} />
      <ToolButton
        label={word('cardEditor.tool.ellipse')}
        onClick={() => onAdd(newEllipse(geometry))}
      />
      <ToolButton label={word('cardEditor.tool.line')} onClick={() => onAdd(newLine(geometry))} />
      <ToolButton
        label={word('cardEditor.tool.qr')}
        onClick={() => onAdd(newQr(geometry, NEW_QR_VALUE))}
      />
    </div>
  );
}
