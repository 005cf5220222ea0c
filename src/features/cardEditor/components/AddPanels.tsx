import { BorderOutlined, LineOutlined, QrcodeOutlined, UploadOutlined } from '@ant-design/icons';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { FileInput, PlainButton } from '../../../components/controls';
import { useUserMessage } from '../../../components/useUserMessage';
import { callFailureMessage } from '../../../state/callState';
import { libraryCardsCall } from '../state/calls';
import { decorativeIcon } from './decorativeIcon';
import { useCardImageLibrary } from './useCardImageLibrary';
import { MERGE_TAG_TOKENS } from '../../../lib/mergeTags';
import type { CardGeometry, CardObject, ImageObject } from '../model';
import {
  newEllipse,
  newLine,
  newQr,
  newRect,
  newText,
  TEXT_PRESETS,
  type TextPreset,
} from '../tools/newObjects';

/** The QR code a new one holds: the contact's website, filled per card when it is printed. */
const NEW_QR_VALUE = '{{website}}';
const PRESET_ORDER: readonly TextPreset[] = ['heading', 'subheading', 'body'];
/** The presets' sample size in the panel, in CSS px: big enough to tell apart, small enough to fit. */
const PRESET_SAMPLE_PX: Record<TextPreset, number> = {
  heading: 22,
  subheading: 17,
  body: 13,
  text: 15,
};

export type AddObject = (object: CardObject, options?: { edit?: boolean }) => void;

/** Text styles: a heading, a subheading, body text, each added ready for typing. */
export function TextPanel({ geometry, onAdd }: { geometry: CardGeometry; onAdd: AddObject }) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });
  return (
    <section className="card-add-panel" aria-label={word('cardEditor.panel.text')}>
      <h2>{word('cardEditor.panel.text')}</h2>
      {PRESET_ORDER.map((preset) => (
        <PlainButton
          key={preset}
          className="card-preset"
          style={{
            fontSize: PRESET_SAMPLE_PX[preset],
            fontWeight: TEXT_PRESETS[preset].fontWeight,
          }}
          onClick={() =>
            onAdd(newText(geometry, word(`cardEditor.preset.${preset}.sample`), preset), {
              edit: true,
            })
          }
        >
          {word(`cardEditor.preset.${preset}`)}
        </PlainButton>
      ))}
    </section>
  );
}

/** Shapes, a line and a QR code. */
export function ElementsPanel({ geometry, onAdd }: { geometry: CardGeometry; onAdd: AddObject }) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });
  const items = [
    { id: 'cardEditor.tool.rect', icon: <BorderOutlined />, make: () => newRect(geometry) },
    {
      id: 'cardEditor.tool.ellipse',
      icon: <span className="card-ellipse-glyph" />,
      make: () => newEllipse(geometry),
    },
    { id: 'cardEditor.tool.line', icon: <LineOutlined />, make: () => newLine(geometry) },
    {
      id: 'cardEditor.tool.qr',
      icon: <QrcodeOutlined />,
      make: () => newQr(geometry, NEW_QR_VALUE),
    },
  ];
  return (
    <section className="card-add-panel" aria-label={word('cardEditor.panel.elements')}>
      <h2>{word('cardEditor.panel.elements')}</h2>
      <div className="card-element-grid">
        {items.map((item) => (
          <PlainButton key={item.id} className="card-element" onClick={() => onAdd(item.make())}>
            <span className="card-element-icon" aria-hidden="true">
              {decorativeIcon(item.icon)}
            </span>
            {word(item.id)}
          </PlainButton>
        ))}
      </div>
    </section>
  );
}

/** A grid of images, each added to the card again with a click. */
function ImageGrid({
  images,
  onReuse,
}: {
  images: readonly ImageObject[];
  onReuse: (image: ImageObject) => void;
}) {
  const intl = useIntl();
  return (
    <ul className="card-image-library">
      {images.map((image, index) => (
        <li key={`${image.src.length}-${index}`}>
          <PlainButton
            variant="text"
            className="card-image-pick"
            aria-label={intl.formatMessage(
              { id: 'cardEditor.images.addAgain' },
              { width: image.naturalWidth, height: image.naturalHeight },
            )}
            onClick={() => onReuse(image)}
          >
            <img src={image.src} alt="" />
          </PlainButton>
        </li>
      ))}
    </ul>
  );
}

/**
 * Uploads and the author's library: the images on this card and those uploaded during this visit,
 * then the images of the author's other saved cards; each is added again with a click (the 300-DPI
 * check and the card's image budget apply as for a new upload).
 */
export function ImagesPanel({
  library,
  openCardId,
  onImageFile,
  onReuse,
  problem,
}: {
  library: readonly ImageObject[];
  openCardId: number | null;
  onImageFile: (file: File) => void;
  onReuse: (image: ImageObject) => void;
  problem: string | null;
}) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });
  const words = useUserMessage();
  const fileInput = useRef<HTMLInputElement>(null);
  const others = useCardImageLibrary(openCardId);
  const shown = new Set(library.map((image) => image.src));
  const fromCards = others.images.filter((image) => !shown.has(image.src));
  return (
    <section className="card-add-panel" aria-label={word('cardEditor.panel.images')}>
      <h2>{word('cardEditor.panel.images')}</h2>
      <PlainButton variant="primary" onClick={() => fileInput.current?.click()}>
        {decorativeIcon(<UploadOutlined />)} {word('cardEditor.images.upload')}
      </PlainButton>
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
      <p className="card-panel-note">{word('cardEditor.images.hint')}</p>
      {problem && (
        <p className="card-field-problem" role="alert">
          {problem}
        </p>
      )}
      <h3>{word('cardEditor.images.library')}</h3>
      {library.length === 0 ? (
        <p className="card-panel-empty">{word('cardEditor.images.empty')}</p>
      ) : (
        <ImageGrid images={library} onReuse={onReuse} />
      )}
      <h3>{word('cardEditor.images.fromCards')}</h3>
      {others.error ? (
        <div role="alert">
          <p className="card-field-problem">
            {words(callFailureMessage(libraryCardsCall, others.error))}
          </p>
          <PlainButton size="small" onClick={others.retry}>
            {word('cardEditor.images.retry')}
          </PlainButton>
        </div>
      ) : others.loading ? (
        <p className="card-panel-empty" role="status">
          {word('cardEditor.images.loadingCards')}
        </p>
      ) : fromCards.length === 0 ? (
        <p className="card-panel-empty">{word('cardEditor.images.noneInCards')}</p>
      ) : (
        <ImageGrid images={fromCards} onReuse={onReuse} />
      )}
    </section>
  );
}

/**
 * The merge fields: with one text selected the field goes at the end of its text; otherwise it is
 * added as a text of its own.
 */
export function MergeFieldsPanel({
  geometry,
  onAdd,
  selectedText,
  onAppend,
}: {
  geometry: CardGeometry;
  onAdd: AddObject;
  selectedText: boolean;
  onAppend: (token: string) => void;
}) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });
  return (
    <section className="card-add-panel" aria-label={word('cardEditor.tool.mergeField')}>
      <h2>{word('cardEditor.panel.mergeFields')}</h2>
      <p className="card-panel-note">
        {word(selectedText ? 'cardEditor.merge.appendHint' : 'cardEditor.merge.addHint')}
      </p>
      <div className="card-merge-list">
        {MERGE_TAG_TOKENS.map((token) => (
          <PlainButton
            key={token}
            size="small"
            className="card-merge-token"
            onClick={() => (selectedText ? onAppend(token) : onAdd(newText(geometry, token)))}
          >
            {token}
          </PlainButton>
        ))}
      </div>
    </section>
  );
}
