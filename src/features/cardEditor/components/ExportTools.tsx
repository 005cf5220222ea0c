import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PlainButton } from '../../../components/controls';
import { saveBlob } from '../../../lib/saveBlob';
import { type CardDocument, SIDE_NAMES, type SideName } from '../model';
import { sideSvg } from '../export/svgFile';
import { markCardEditor } from '../render/timing';

type ExportKind = 'svg' | 'png' | 'pdf';

/** A file name from the card's title, safe on every system. */
export function exportFileName(title: string, suffix: string): string {
  const base =
    title
      .replace(/[^\w -]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'card';
  return `${base}-${suffix}`;
}

/**
 * Downloads: each side's print SVG (as saved to the server), each side's 300-DPI PNG, and the PDF
 * proof of both sides with trim and bleed boxes and crop marks. The raster and PDF code loads only
 * when asked for.
 */
export function ExportTools({ document, title }: { document: CardDocument; title: string }) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const run = async (job: string, work: () => Promise<void>) => {
    if (busy) return;
    setBusy(job);
    setFailed(false);
    try {
      await work();
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const exportSide = (kind: Exclude<ExportKind, 'pdf'>, side: SideName) =>
    run(`${kind}-${side}`, async () => {
      if (kind === 'svg') {
        const svg = await sideSvg(document, side);
        saveBlob(exportFileName(title, `${side}.svg`), new Blob([svg], { type: 'image/svg+xml' }));
      } else {
        const { sidePng } = await import('../export/renderSide');
        markCardEditor('pngStart');
        const png = await sidePng(document, side);
        markCardEditor('pngEnd');
        saveBlob(exportFileName(title, `${side}.png`), png);
      }
    });

  const exportPdf = () =>
    run('pdf', async () => {
      const { proofPdf } = await import('../export/proofPdf');
      markCardEditor('pdfStart');
      const bytes = await proofPdf(document, title || 'card');
      markCardEditor('pdfEnd');
      saveBlob(
        exportFileName(title, 'proof.pdf'),
        new Blob([bytes as BlobPart], { type: 'application/pdf' }),
      );
    });

  return (
    <section className="card-panel" aria-labelledby="card-export-title">
      <h2 id="card-export-title">{word('cardEditor.export.title')}</h2>
      <div className="card-export">
        {SIDE_NAMES.map((side) => (
          <div key={side} className="card-export-side">
            <span>{word(`cardEditor.side.${side}`)}</span>
            {(['svg', 'png'] as const).map((kind) => (
              <PlainButton
                key={kind}
                className="card-tool"
                disabled={busy !== null}
                aria-busy={busy === `${kind}-${side}`}
                onClick={() => void exportSide(kind, side)}
              >
                {intl.formatMessage(
                  { id: `cardEditor.export.${kind}` },
                  { side: word(`cardEditor.side.${side}`) },
                )}
              </PlainButton>
            ))}
          </div>
        ))}
        <PlainButton
          className="card-tool"
          disabled={busy !== null}
          aria-busy={busy === 'pdf'}
          onClick={() => void exportPdf()}
        >
          {word('cardEditor.export.pdf')}
        </PlainButton>
        {failed && (
          <p className="card-field-problem" role="alert">
            {word('cardEditor.export.failed')}
          </p>
        )}
      </div>
    </section>
  );
}
