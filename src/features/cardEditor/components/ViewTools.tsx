import { ExpandOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { Choice } from '../../../components/controls';
import { steppedZoom, type ZoomSetting } from '../canvas/viewport';
import { ToolButton } from './ToolButton';

/**
 * Zoom and snapping, floating over the canvas's corner as in Canva and Figma, so the toolbar above
 * keeps one row for the selection. Ctrl+wheel, pinch and Space+drag work on the canvas itself.
 */
export function ViewTools({
  zoomShown,
  onZoom,
  snap,
  onSnap,
}: {
  zoomShown: number;
  onZoom: (zoom: ZoomSetting) => void;
  snap: boolean;
  onSnap: (snap: boolean) => void;
}) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });
  return (
    <div
      className="card-tool-group card-view-tools"
      role="group"
      aria-label={word('cardEditor.tools.view')}
    >
      <ToolButton
        icon={<ZoomOutOutlined />}
        label={word('cardEditor.zoom.out')}
        onClick={() => onZoom(steppedZoom(zoomShown, -1))}
      />
      <output className="card-zoom" aria-live="polite" aria-label={word('cardEditor.zoom.level')}>
        {Math.round(zoomShown * 100)}%
      </output>
      <ToolButton
        icon={<ZoomInOutlined />}
        label={word('cardEditor.zoom.in')}
        onClick={() => onZoom(steppedZoom(zoomShown, 1))}
      />
      <ToolButton
        icon={<ExpandOutlined />}
        label={word('cardEditor.zoom.fit')}
        onClick={() => onZoom('fit')}
      />
      <label className="card-field-check">
        <Choice type="checkbox" checked={snap} onChange={(event) => onSnap(event.target.checked)} />
        {word('cardEditor.snap')}
      </label>
    </div>
  );
}
