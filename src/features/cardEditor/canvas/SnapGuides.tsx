import { Line } from 'react-konva';
import type { GuideLine } from '../model';

/** The lines a drag snapped to, drawn while it lasts. */
export function SnapGuides({ guides, scale }: { guides: readonly GuideLine[]; scale: number }) {
  return (
    <>
      {guides.map((guide) => (
        <Line
          key={`${guide.orientation}:${guide.position}`}
          points={
            guide.orientation === 'vertical'
              ? [guide.position, guide.start, guide.position, guide.end]
              : [guide.start, guide.position, guide.end, guide.position]
          }
          stroke="#db2777"
          strokeWidth={1 / scale}
          listening={false}
        />
      ))}
    </>
  );
}
