import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
} from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { CARD_FONTS, type CardObject, type ObjectPatch, TEXT_ALIGNS } from '../model';
import { ColourField, NumberField, SelectField } from './fields';
import { ToolButton } from './ToolButton';

const ALIGN_ICONS = {
  left: <AlignLeftOutlined />,
  center: <AlignCenterOutlined />,
  right: <AlignRightOutlined />,
};

/**
 * The contextual part of the toolbar (Canva's bar above the canvas): for one selected text its
 * font, size, colour, weight and alignment; for a shape its fill, for a line its colour. The
 * labels are there for screen readers and shown as tooltips; every other property is in the
 * Properties panel.
 */
export function SelectionTools({
  object,
  onPatch,
}: {
  object: CardObject | null;
  onPatch: (patch: ObjectPatch) => void;
}) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });
  if (!object || object.locked) return null;
  if (object.kind === 'text')
    return (
      <div
        className="card-tool-group card-selection-tools"
        role="group"
        aria-label={word('cardEditor.tools.textStyle')}
      >
        <SelectField
          label={word('cardEditor.properties.font')}
          value={object.fontFamily}
          options={CARD_FONTS.map((font) => ({ value: font, label: font }))}
          onCommit={(fontFamily) => onPatch({ fontFamily })}
        />
        <NumberField
          label={word('cardEditor.properties.fontSize')}
          value={object.fontSize}
          min={1}
          max={400}
          onCommit={(fontSize) => onPatch({ fontSize })}
        />
        <ColourField
          label={word('cardEditor.properties.colour')}
          value={object.fill}
          onCommit={(fill) => onPatch({ fill })}
        />
        <ToolButton
          icon={<BoldOutlined />}
          label={word('cardEditor.weight.bold')}
          pressed={object.fontWeight >= 700}
          onClick={() => onPatch({ fontWeight: object.fontWeight >= 700 ? 400 : 700 })}
        />
        {TEXT_ALIGNS.map((align) => (
          <ToolButton
            key={align}
            icon={ALIGN_ICONS[align]}
            label={word(`cardEditor.textAlign.${align}`)}
            pressed={object.align === align}
            onClick={() => onPatch({ align })}
          />
        ))}
      </div>
    );
  if (object.kind === 'rect' || object.kind === 'ellipse' || object.kind === 'line')
    return (
      <div
        className="card-tool-group card-selection-tools"
        role="group"
        aria-label={word('cardEditor.tools.shapeStyle')}
      >
        <ColourField
          label={word(
            object.kind === 'line' ? 'cardEditor.properties.stroke' : 'cardEditor.properties.fill',
          )}
          value={object.kind === 'line' ? object.stroke : object.fill}
          onCommit={(colour) =>
            onPatch(object.kind === 'line' ? { stroke: colour } : { fill: colour })
          }
        />
      </div>
    );
  return null;
}
