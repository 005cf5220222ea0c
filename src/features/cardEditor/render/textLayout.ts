import Konva from 'konva';
import {
  fitText,
  type MeasureText,
  type TextLayout,
  type TextMeasureRequest,
  type TextObject,
} from '../model';

/**
 * Text measured and wrapped by Konva.Text itself, so shrink-to-fit, preflight and the SVG export
 * agree with what the canvas draws. One detached node is reused: measuring creates no canvas.
 */

let probe: Konva.Text | null = null;

function probeWith(request: TextMeasureRequest): Konva.Text {
  probe ??= new Konva.Text({ wrap: 'word' });
  probe.setAttrs({
    text: request.text,
    fontFamily: request.fontFamily,
    fontStyle: request.fontWeight >= 700 ? 'bold' : 'normal',
    fontSize: request.fontSize,
    lineHeight: request.lineHeight,
    letterSpacing: request.letterSpacing,
    width: request.wrapWidth,
    height: undefined,
  });
  return probe;
}

interface ProbeLines {
  textArr: { text: string; width: number }[];
}

export const measureText: MeasureText = (request) => {
  const node = probeWith(request);
  const lines = (node as unknown as ProbeLines).textArr;
  const width = lines.reduce((widest, line) => Math.max(widest, line.width), 0);
  return { width, height: lines.length * request.fontSize * request.lineHeight };
};

/** The size text is drawn at (shrink-to-fit) and its wrapped lines, for the SVG export. */
export function layoutText(text: TextObject, shown: string = text.text): TextLayout {
  const fit = fitText({ ...text, text: shown }, measureText);
  const node = probeWith({
    text: shown,
    fontFamily: text.fontFamily,
    fontWeight: text.fontWeight,
    fontSize: fit.fontSize,
    lineHeight: text.lineHeight,
    letterSpacing: text.letterSpacing,
    wrapWidth: text.width,
  });
  const lines = (node as unknown as ProbeLines).textArr.map((line) => line.text);
  return { fontSize: fit.fontSize, lines };
}
