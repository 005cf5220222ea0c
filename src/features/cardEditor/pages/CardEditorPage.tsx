import '../register';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../../components/pageProps';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { CardEditorScreen } from '../components/CardEditorScreen';
import { loadCardFonts } from '../render/fonts';
import { cardClosed, cardOpened, selectCardEditor } from '../state/slice';

/** `?id=` as a card id; anything but a positive whole number is no id. */
function idParam(raw: string | null): number | null | 'invalid' {
  if (raw === null) return null;
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 'invalid';
}

/**
 * `/dashboard/cardeditor` (roles 1 and 3): a new card, or `?id=` an existing one. The bundled
 * fonts load before the canvas first measures text. A new card's first save puts its id in the
 * address (replacing it, so Back still leaves the editor), so a reload opens the saved card.
 */
export default function CardEditorPage({ titleId }: PageProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const { templateId, save } = useAppSelector(selectCardEditor);
  const [fontsReady, setFontsReady] = useState(false);
  const openId = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void loadCardFonts().then(() => {
      if (live) setFontsReady(true);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (id === 'invalid') return;
    // The address caught up with a card this editor just created: it is already open.
    if (id !== null && id === openId.current) return;
    openId.current = id;
    dispatch(cardOpened({ templateId: id, now: Date.now() }));
  }, [dispatch, id]);

  useEffect(() => () => void dispatch(cardClosed()), [dispatch]);

  useEffect(() => {
    if (save.phase === 'saved' && templateId !== null && id === null) {
      openId.current = templateId;
      void navigate(paths.dashboard.cardEditor.getHref(templateId), { replace: true });
    }
  }, [save.phase, templateId, id, navigate]);

  const heading = <h1>{intl.formatMessage({ id: titleId })}</h1>;
  return (
    <section className="card-editor-page">
      {id === 'invalid' ? (
        <>
          {heading}
          <p role="alert">{intl.formatMessage({ id: 'cardEditor.load.notFound' })}</p>
        </>
      ) : (
        <CardEditorScreen heading={heading} fontsReady={fontsReady} />
      )}
    </section>
  );
}
