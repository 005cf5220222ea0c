import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Endpoint } from '../../../src/api/endpoint';
import {
  editTimerEndpoint,
  reserveCardIdEndpoint,
  saveSvgFileEndpoint,
  svgStatusEndpoint,
} from '../../../src/features/cardEditor/api';
import {
  createTemplateEndpoint,
  notifyTemplatesInsertedEndpoint,
  templateCompleteStatusEndpoint,
  updateTemplateEndpoint,
} from '../../../src/features/templates/api';
import { db } from '../../../src/mocks/db';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { failCall, overrideCall } from '../../utils/overrides';
import { bodiesTo, recordRequests } from '../../utils/requests';
import { FIRST_CARD, openEditor } from './cardEditorTestKit';

/**
 * How the card editor saves (issue 27, point 6): the calls that do not depend on each other go at
 * once, and the author is told as soon as what they wait for has answered. Calls are held at the
 * server (each until the test lets them through) to show what the editor waits for.
 */

preloadAppModules(() => import('../../../src/features/cardEditor/pages/CardEditorPage'));
atDesktopWidth();

type AnyEndpoint = Endpoint<never, unknown>;

/**
 * Holds every call of these endpoints at the server until `release()`, then lets the mock backend
 * answer it; `arrived` names the endpoints of the calls received so far, in order.
 */
function hold(...endpoints: AnyEndpoint[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const arrived: string[] = [];
  for (const endpoint of endpoints)
    overrideCall(endpoint, async () => {
      arrived.push(endpoint.id);
      await released;
    });
  return { arrived, release };
}

const ids = (...endpoints: AnyEndpoint[]) => endpoints.map((endpoint) => endpoint.id).sort();
const saveDraft = () => screen.getByRole('button', { name: 'Save as draft' });

describe('saving a card (issue 27: at once what can go at once)', () => {
  it('sends a new card’s files, status and template at once once its id is reserved, and says “Draft saved.” before the status check and the edit timer answer', async () => {
    const seen = recordRequests();
    const writes = hold(saveSvgFileEndpoint, svgStatusEndpoint, createTemplateEndpoint);
    const after = hold(templateCompleteStatusEndpoint, editTimerEndpoint);
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Title'), 'Harbour flyer');
    await user.click(saveDraft());

    // All four writes reach the server while none of them has answered: one round trip.
    await waitFor(() =>
      expect([...writes.arrived].sort()).toEqual(
        ids(saveSvgFileEndpoint, saveSvgFileEndpoint, svgStatusEndpoint, createTemplateEndpoint),
      ),
    );
    expect(bodiesTo(seen, reserveCardIdEndpoint)).toEqual([{}]);
    writes.release();

    // Told at once: the status check and the timer have been sent and are still unanswered.
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect([...after.arrived].sort()).toEqual(
        ids(templateCompleteStatusEndpoint, editTimerEndpoint),
      ),
    );
    expect(screen.getByText('Incomplete')).toBeInTheDocument();
    expect(saveDraft()).toBeEnabled();

    // The server received what it always did.
    const id = Number(bodiesTo(seen, createTemplateEndpoint)[0]!.template_id);
    expect(
      bodiesTo(seen, saveSvgFileEndpoint).map((body) => [body.template_id, body.side]),
    ).toEqual([
      [id, 'front'],
      [id, 'back'],
    ]);
    expect(bodiesTo(seen, svgStatusEndpoint)).toEqual([{ template_id: id, svg_status: 0 }]);
    expect(bodiesTo(seen, templateCompleteStatusEndpoint)).toEqual([{ template_id: id }]);
    expect(bodiesTo(seen, editTimerEndpoint)).toEqual([
      expect.objectContaining({ template_id: id }),
    ]);
    after.release();
    await waitFor(() => expect(db().templates.get(id)!.edit_seconds).toBeDefined());
    expect(bodiesTo(seen, notifyTemplatesInsertedEndpoint)).toEqual([]);
    expect(screen.getByText('Incomplete')).toBeInTheDocument();
  });

  it('shows and announces a draft the server reports complete, when its answer comes', async () => {
    const seen = recordRequests();
    overrideCall(templateCompleteStatusEndpoint, async ({ request }) => {
      const body = (await request.clone().json()) as { template_id: number };
      return HttpResponse.json({
        status: true,
        data: { id: body.template_id, complete_status: 1 },
        message: 'Success',
      });
    });
    const { user } = await openEditor(`/dashboard/cardeditor?id=${FIRST_CARD}`);
    await user.click(saveDraft());
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(await screen.findByText('Complete')).toBeInTheDocument();
    await waitFor(() =>
      expect(bodiesTo(seen, notifyTemplatesInsertedEndpoint)).toEqual([
        { templateid_array: [FIRST_CARD] },
      ]),
    );
  });

  it('publishes once the status check answers, without waiting for the timer or the announcement', async () => {
    const seen = recordRequests();
    const check = hold(templateCompleteStatusEndpoint);
    const after = hold(editTimerEndpoint, notifyTemplatesInsertedEndpoint);
    const { user } = await openEditor(`/dashboard/cardeditor?id=${FIRST_CARD}`);
    const publish = screen.getByRole('button', { name: 'Publish' });
    await waitFor(() => expect(publish).toBeEnabled());
    await user.click(publish);

    await waitFor(() => expect(check.arrived).toEqual(ids(templateCompleteStatusEndpoint)));
    // The writes went at once and have answered; the message waits for the status.
    expect(bodiesTo(seen, updateTemplateEndpoint)).toHaveLength(1);
    expect(screen.queryByText(/Card published/)).not.toBeInTheDocument();
    check.release();

    expect(
      await screen.findByText('Card published: it is complete and ready to order.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Complete')).toBeInTheDocument();
    await waitFor(() =>
      expect([...after.arrived].sort()).toEqual(
        ids(editTimerEndpoint, notifyTemplatesInsertedEndpoint),
      ),
    );
    expect(bodiesTo(seen, notifyTemplatesInsertedEndpoint)).toEqual([
      { templateid_array: [FIRST_CARD] },
    ]);
    after.release();
    await waitFor(() => expect(db().templates.get(FIRST_CARD)!.edit_seconds).toBeDefined());
  });

  it('updates the card next time when its create went through but one of its files failed', async () => {
    const seen = recordRequests();
    failCall(
      saveSvgFileEndpoint,
      { message: 'The SVG file could not be read.', status: 422 },
      { once: true },
    );
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Title'), 'Harbour flyer');
    await user.click(saveDraft());
    expect(await screen.findByText('The SVG file could not be read.')).toBeInTheDocument();
    const id = Number(bodiesTo(seen, createTemplateEndpoint)[0]!.template_id);
    expect(db().templates.get(id)!.title).toBe('Harbour flyer');
    // Nothing follows a failed save.
    expect(bodiesTo(seen, editTimerEndpoint)).toEqual([]);
    expect(bodiesTo(seen, templateCompleteStatusEndpoint)).toEqual([]);

    await user.click(saveDraft());
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(bodiesTo(seen, reserveCardIdEndpoint)).toHaveLength(1);
    expect(bodiesTo(seen, createTemplateEndpoint)).toHaveLength(1);
    expect(bodiesTo(seen, updateTemplateEndpoint)).toEqual([
      expect.objectContaining({ template_id: id, title: 'Harbour flyer' }),
    ]);
  });
});
