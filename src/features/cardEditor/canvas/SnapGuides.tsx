import { type RefObject, useLayoutEffect, useState } from 'react';
import { Line } from 'react-konva';
import type { GuideLine } from '../model';

/** Hands the drag the way to show its guides, so only these lines re-render while it moves. */
export type ShowGuides = (guides: readonly GuideLine[]) => void;

const sameGuides = (a: readonly GuideLine[], b: readonly GuideLine[]) =>
  a.length === b.length &&
  a.every(
    (guide, index) =>
      guide.orientation === b[index]!.orientation &&
      guide.position === b[index]!.position &&
      guide.start === b[index]!.start &&
      guide.end === b[index]!.end,
  );

/** The lines a drag snapped to, drawn while it lasts. */
export function SnapGuides({
  scale,
  showRef,
}: {
  scale: number;
  showRef: RefObject<ShowGuides | null>;
}) {
  const [guides, setGuides] = useState<readonly GuideLine[]>([]);
  useLayoutEffect(() => {
    showRef.current = (next) => setGuides((old) => (sameGuides(old, next) ? old : next));
    return () => {
      showRef.current = null;
    };
  }, [showRef]);
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
