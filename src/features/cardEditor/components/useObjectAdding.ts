import { type RefObject, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import type { StoreState } from '../../../state/storeState';
import {
  type Box,
  type CardDocument,
  type CardGeometry,
  type CardObject,
  checkImageBudget,
  IMAGE_BUDGET_MESSAGE_ID,
  type ImageObject,
  placeNewBox,
  SIDE_NAMES,
  type SideName,
} from '../model';
import { readImageFile } from '../tools/imageUpload';
import { newImage } from '../tools/newObjects';
import { useCommand } from './useCommand';
import type { WorkspaceHandle } from './Workspace';

/** Images uploaded since the page loaded, by user: the Images panel offers them on every card. */
const uploadedThisVisit = new Map<number, ImageObject[]>();
const UPLOADS_KEPT = 24;

function imagesOf(document: CardDocument): ImageObject[] {
  return SIDE_NAMES.flatMap((side) =>
    document.sides[side].objects.filter((object): object is ImageObject => object.kind === 'image'),
  );
}

/**
 * Adding objects (issue 27): each new object is placed in view on a free spot (model/placement.ts),
 * a new text opens for typing with its sample text selected, and anything else hands the keyboard
 * back to the canvas. Also the Images panel's library: this card's images and this visit's uploads.
 */
export function useObjectAdding({
  userId,
  document,
  side,
  geometry,
  workspace,
  onEditText,
}: {
  userId: number | null;
  document: CardDocument;
  side: SideName;
  geometry: CardGeometry;
  workspace: RefObject<WorkspaceHandle | null>;
  onEditText: (id: string) => void;
}) {
  const intl = useIntl();
  const run = useCommand();
  const store = useStore<StoreState>();
  const lastAdded = useRef<{ side: SideName; box: Box } | null>(null);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [uploads, setUploads] = useState<ImageObject[]>(() =>
    userId === null ? [] : (uploadedThisVisit.get(userId) ?? []),
  );

  const add = (object: CardObject, options?: { edit?: boolean }) => {
    const area = {
      visible: workspace.current?.visibleArea() ?? geometry.bleedBox,
      bounds: geometry.safeBox,
      page: geometry.bleedBox,
    };
    const last = lastAdded.current?.side === side ? lastAdded.current.box : null;
    const box = placeNewBox(object, document.sides[side].objects, area, last);
    run('addObject', { object: { ...object, ...box } });
    lastAdded.current = { side, box };
    // The command selected the new object (its id is given by the command).
    const added = store.getState().cardEditor.editor.sides[side].selection;
    if (options?.edit && object.kind === 'text' && added.length === 1) onEditText(added[0]!);
    else workspace.current?.focus();
  };

  const remember = (image: ImageObject) => {
    if (userId === null) return;
    const kept = [image, ...(uploadedThisVisit.get(userId) ?? [])].slice(0, UPLOADS_KEPT);
    uploadedThisVisit.set(userId, kept);
    setUploads(kept);
  };

  const addImageFile = async (file: File) => {
    setImageProblem(null);
    const result = await readImageFile(file, document);
    if (!result.ok) {
      setImageProblem(intl.formatMessage({ id: result.messageId }));
      return;
    }
    const image = newImage(geometry, result.image);
    remember(image);
    add(image);
  };

  // The image budget counts every image the card holds, so a reused one is checked again.
  const reuseImage = (image: ImageObject) => {
    setImageProblem(null);
    if (!checkImageBudget(document, image.bytes).ok) {
      setImageProblem(intl.formatMessage({ id: IMAGE_BUDGET_MESSAGE_ID }));
      return;
    }
    const { src, naturalWidth, naturalHeight, bytes, mime } = image;
    add(newImage(geometry, { src, naturalWidth, naturalHeight, bytes, mime }));
  };

  const library = useMemo(() => {
    const seen = new Set<string>();
    return [...imagesOf(document), ...uploads].filter((image) => {
      if (seen.has(image.src)) return false;
      seen.add(image.src);
      return true;
    });
  }, [document, uploads]);

  return { add, addImageFile, reuseImage, imageProblem, library };
}
