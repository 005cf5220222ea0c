import { render } from '@testing-library/react';
import type Konva from 'konva';
import { createRef } from 'react';
import { Layer, Stage } from 'react-konva';
import { CardNode, type NodeLook } from '../../../src/features/cardEditor/canvas/CardNode';
import type { CardObject } from '../../../src/features/cardEditor/model';
import { lineObject, rectObject, textObject } from './cardFixtures';

const LOOK: NodeLook = { fill: (text) => text, editingId: null };

/** The Konva nodes one object is drawn with, on the editor's canvas (topLevel) or in an export. */
function nodesOf(object: CardObject, topLevel: boolean) {
  const stage = createRef<Konva.Stage>();
  render(
    <Stage ref={stage} width={400} height={300}>
      <Layer>
        <CardNode object={object} look={LOOK} topLevel={topLevel} />
      </Layer>
    </Stage>,
  );
  const [node] = stage.current!.getLayers()[0]!.getChildren();
  return node!;
}

const kinds = (node: Konva.Node) =>
  (node as Konva.Group).getChildren().map((child) => child.getClassName());

describe('an object’s Konva nodes (CardNode)', () => {
  it('clips a clipped text to its box with the object’s own group, under its hit box', () => {
    const object = textObject('obj-1', { overflow: 'clip', width: 120, height: 30 });
    const group = nodesOf(object, true) as Konva.Group;
    expect(group.id()).toBe('obj-1');
    expect(group.clip()).toEqual({ x: 0, y: 0, width: 120, height: 30 });
    expect(kinds(group)).toEqual(['Rect', 'Text']);
    // The same clip in an export, where there is no hit box.
    const exported = nodesOf(object, false) as Konva.Group;
    expect(exported.clip()).toEqual({ x: 0, y: 0, width: 120, height: 30 });
    expect(kinds(exported)).toEqual(['Text']);
  });

  it('leaves a text that shrinks to fit unclipped, also once it stops clipping', () => {
    const group = nodesOf(textObject('obj-1', { overflow: 'shrink' }), true) as Konva.Group;
    expect(group.clipWidth()).toBeUndefined();
    expect(kinds(group)).toEqual(['Rect', 'Text']);

    const stage = createRef<Konva.Stage>();
    const drawn = (overflow: 'clip' | 'shrink') => (
      <Stage ref={stage} width={400} height={300}>
        <Layer>
          <CardNode object={textObject('obj-2', { overflow })} look={LOOK} topLevel />
        </Layer>
      </Stage>
    );
    const view = render(drawn('clip'));
    const node = () => stage.current!.getLayers()[0]!.getChildren()[0] as Konva.Group;
    expect(node().clipWidth()).toBe(100);
    view.rerender(drawn('shrink'));
    expect(node().clipWidth()).toBeUndefined();
  });

  it('takes clicks on the whole box of a text or a line with a box drawn in the hit graph only', () => {
    for (const object of [textObject('obj-1'), lineObject('obj-2')]) {
      const box = (nodesOf(object, true) as Konva.Group).getChildren()[0] as Konva.Rect;
      expect([box.width(), box.height()]).toEqual([object.width, object.height]);
      expect(box.isListening()).toBe(true);
      expect(box.hitFunc()).toBeTypeOf('function');
      // Nothing of it in the picture: its scene function draws nothing.
      const context = { fillStrokeShape: vi.fn(), rect: vi.fn() };
      box.sceneFunc()(context as unknown as Konva.Context, box);
      expect(context.rect).not.toHaveBeenCalled();
      expect(context.fillStrokeShape).not.toHaveBeenCalled();
    }
  });

  it('draws a filled rectangle as one node that takes its own clicks', () => {
    const node = nodesOf(rectObject('obj-1', { fill: '#112233' }), true);
    expect(node.getClassName()).toBe('Rect');
    expect(node.id()).toBe('obj-1');
    expect(node.draggable()).toBe(true);
  });
});
