import { useIntl } from 'react-intl';
import { NativeSelect } from '../../../components/controls';
import {
  CARD_FONTS,
  type CardObject,
  effectiveDpi,
  FONT_WEIGHTS,
  inchesToPoints,
  type ObjectPatch,
  pointsToInches,
  TEXT_ALIGNS,
  TEXT_OVERFLOWS,
} from '../model';
import { MERGE_TAG_TOKENS } from '../../../lib/mergeTags';
import { AlignTools } from './ArrangeTools';
import { ColourField, NumberField, SelectField, TextAreaField, TextField } from './fields';

/**
 * The selected object's properties. Placement is shown in inches (print people's unit); the model
 * keeps points. Each committed field is one `updateObjects` command, so one undo step.
 */
export function PropertiesPanel({
  selected,
  onPatch,
}: {
  selected: readonly CardObject[];
  onPatch: (id: string, patch: ObjectPatch) => void;
}) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });
  const object = selected.length === 1 ? selected[0]! : null;
  return (
    <section className="card-panel" aria-labelledby="card-properties-title">
      <h2 id="card-properties-title">{word('cardEditor.properties.title')}</h2>
      {!object ? (
        <p className="card-panel-empty">
          {selected.length === 0
            ? word('cardEditor.properties.none')
            : intl.formatMessage({ id: 'cardEditor.properties.many' }, { count: selected.length })}
        </p>
      ) : (
        <>
          <ObjectFields
            key={object.id}
            object={object}
            onPatch={(patch) => onPatch(object.id, patch)}
          />
          {!object.locked && <AlignTools selected={selected} />}
        </>
      )}
    </section>
  );
}

function ObjectFields({
  object,
  onPatch,
}: {
  object: CardObject;
  onPatch: (patch: ObjectPatch) => void;
}) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });
  const locked = object.locked;
  const inches = (field: 'x' | 'y' | 'width' | 'height', labelId: string, min?: number) => (
    <NumberField
      label={word(labelId)}
      value={pointsToInches(object[field])}
      step={0.01}
      min={min}
      disabled={locked}
      onCommit={(value) => onPatch({ [field]: inchesToPoints(value) })}
    />
  );
  return (
    <div className="card-properties">
      {locked && <p className="card-panel-note">{word('cardEditor.properties.locked')}</p>}
      <TextField
        label={word('cardEditor.properties.name')}
        value={object.name}
        onCommit={(name) => onPatch({ name })}
      />
      <div className="card-field-row">
        {inches('x', 'cardEditor.properties.x')}
        {inches('y', 'cardEditor.properties.y')}
      </div>
      <div className="card-field-row">
        {inches('width', 'cardEditor.properties.width', 0.01)}
        {inches('height', 'cardEditor.properties.height', 0.01)}
      </div>
      <NumberField
        label={word('cardEditor.properties.rotation')}
        value={object.rotation}
        min={-360}
        max={360}
        disabled={locked}
        onCommit={(rotation) => onPatch({ rotation })}
      />
      {object.kind === 'text' && (
        <>
          <TextAreaField
            label={word('cardEditor.properties.text')}
            value={object.text}
            disabled={locked}
            onCommit={(text) => onPatch({ text })}
          />
          <div className="card-field">
            <label htmlFor="card-insert-merge-field">
              {word('cardEditor.properties.insertMergeField')}
            </label>
            <NativeSelect
              id="card-insert-merge-field"
              value=""
              disabled={locked}
              onChange={(event) => {
                if (event.target.value) onPatch({ text: `${object.text}${event.target.value}` });
              }}
            >
              <option value="">{word('cardEditor.tool.mergeField')}</option>
              {MERGE_TAG_TOKENS.map((token) => (
                <option key={token} value={token}>
                  {token}
                </option>
              ))}
            </NativeSelect>
          </div>
          <SelectField
            label={word('cardEditor.properties.font')}
            value={object.fontFamily}
            options={CARD_FONTS.map((font) => ({ value: font, label: font }))}
            disabled={locked}
            onCommit={(fontFamily) => onPatch({ fontFamily })}
          />
          <div className="card-field-row">
            <NumberField
              label={word('cardEditor.properties.fontSize')}
              value={object.fontSize}
              min={1}
              max={400}
              disabled={locked}
              onCommit={(fontSize) => onPatch({ fontSize })}
            />
            <SelectField
              label={word('cardEditor.properties.weight')}
              value={object.fontWeight}
              options={FONT_WEIGHTS.map((weight) => ({
                value: weight,
                label: word(weight >= 700 ? 'cardEditor.weight.bold' : 'cardEditor.weight.regular'),
              }))}
              disabled={locked}
              onCommit={(fontWeight) => onPatch({ fontWeight })}
            />
          </div>
          <ColourField
            label={word('cardEditor.properties.colour')}
            value={object.fill}
            disabled={locked}
            onCommit={(fill) => onPatch({ fill })}
          />
          <SelectField
            label={word('cardEditor.properties.align')}
            value={object.align}
            options={TEXT_ALIGNS.map((align) => ({
              value: align,
              label: word(`cardEditor.textAlign.${align}`),
            }))}
            disabled={locked}
            onCommit={(align) => onPatch({ align })}
          />
          <div className="card-field-row">
            <NumberField
              label={word('cardEditor.properties.lineHeight')}
              value={object.lineHeight}
              step={0.05}
              min={0.5}
              max={4}
              disabled={locked}
              onCommit={(lineHeight) => onPatch({ lineHeight })}
            />
            <NumberField
              label={word('cardEditor.properties.letterSpacing')}
              value={object.letterSpacing}
              step={0.1}
              min={-10}
              max={50}
              disabled={locked}
              onCommit={(letterSpacing) => onPatch({ letterSpacing })}
            />
          </div>
          <SelectField
            label={word('cardEditor.properties.overflow')}
            value={object.overflow}
            options={TEXT_OVERFLOWS.map((overflow) => ({
              value: overflow,
              label: word(`cardEditor.overflow.${overflow}`),
            }))}
            disabled={locked}
            onCommit={(overflow) => onPatch({ overflow })}
          />
        </>
      )}
      {(object.kind === 'rect' || object.kind === 'ellipse') && (
        <ColourField
          label={word('cardEditor.properties.fill')}
          value={object.fill}
          allowNone
          noneLabel={word('cardEditor.properties.noFill')}
          disabled={locked}
          onCommit={(fill) => onPatch({ fill })}
        />
      )}
      {(object.kind === 'rect' || object.kind === 'ellipse' || object.kind === 'line') && (
        <>
          <ColourField
            label={word('cardEditor.properties.stroke')}
            value={object.stroke}
            allowNone
            noneLabel={word('cardEditor.properties.noStroke')}
            disabled={locked}
            onCommit={(stroke) => onPatch({ stroke })}
          />
          <NumberField
            label={word('cardEditor.properties.strokeWidth')}
            value={object.strokeWidth}
            min={0}
            max={72}
            step={0.5}
            disabled={locked}
            onCommit={(strokeWidth) => onPatch({ strokeWidth })}
          />
        </>
      )}
      {object.kind === 'rect' && (
        <NumberField
          label={word('cardEditor.properties.cornerRadius')}
          value={object.cornerRadius}
          min={0}
          max={500}
          disabled={locked}
          onCommit={(cornerRadius) => onPatch({ cornerRadius })}
        />
      )}
      {object.kind === 'qr' && (
        <>
          <TextField
            label={word('cardEditor.properties.qrValue')}
            value={object.value}
            disabled={locked}
            onCommit={(value) => onPatch({ value })}
          />
          <ColourField
            label={word('cardEditor.properties.colour')}
            value={object.fill}
            disabled={locked}
            onCommit={(fill) => onPatch({ fill })}
          />
          <ColourField
            label={word('cardEditor.properties.background')}
            value={object.background}
            disabled={locked}
            onCommit={(background) => onPatch({ background })}
          />
        </>
      )}
      {object.kind === 'image' && (
        <p className="card-panel-note">
          {intl.formatMessage(
            { id: 'cardEditor.properties.imageInfo' },
            {
              width: object.naturalWidth,
              height: object.naturalHeight,
              dpi: object.mime === 'image/svg+xml' ? '—' : Math.floor(effectiveDpi(object)),
            },
          )}
        </p>
      )}
    </div>
  );
}
