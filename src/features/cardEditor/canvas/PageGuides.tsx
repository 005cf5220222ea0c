import { Fragment } from 'react';
import { Group, Rect, Text } from 'react-konva';
import { ADDRESS_SIDE, type CardGeometry, mailingZones, type SideName } from '../model';

/**
 * The print guides, drawn over the artwork and never exported (exports are written from the
 * document): the bleed edge, the trim line, the safe zone, and on the address side the address,
 * postage and barcode zones. Lines keep one screen pixel whatever the zoom.
 */
export function PageGuides({
  geometry,
  side,
  scale,
  zoneLabels,
}: {
  geometry: CardGeometry;
  side: SideName;
  scale: number;
  zoneLabels: Record<'address' | 'postage' | 'barcode', string>;
}) {
  const px = 1 / scale;
  const { bleedBox, trimBox, safeBox } = geometry;
  return (
    <Group listening={false}>
      <Rect {...bleedBox} stroke="#dc2626" strokeWidth={px} dash={[4 * px, 4 * px]} />
      <Rect {...trimBox} stroke="#0f172a" strokeWidth={px} />
      <Rect {...safeBox} stroke="#16a34a" strokeWidth={px} dash={[6 * px, 4 * px]} />
      {side === ADDRESS_SIDE &&
        mailingZones(geometry).map(({ kind, box }) => (
          <Fragment key={kind}>
            <Rect {...box} fill="rgba(37, 99, 235, 0.08)" stroke="#2563eb" strokeWidth={px} />
            <Text
              x={box.x + 4 * px}
              y={box.y + 4 * px}
              text={zoneLabels[kind]}
              fontSize={11 * px}
              fill="#1d4ed8"
            />
          </Fragment>
        ))}
    </Group>
  );
}
