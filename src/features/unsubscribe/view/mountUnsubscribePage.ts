import '../../../components/controls/button.css';
import '../../../components/controls/fields.css';
import './unsubscribe.css';
import { type ApiFailure, describeFailure } from '../../../api';
import { LANGUAGE_ENDONYMS, LOCALES, type Locale } from '../../../i18n/languages';
import { PRODUCT_NAME } from '../../../config/constants';
import {
  type UnsubscribeAction,
  type UnsubscribeChannel,
  type UnsubscribeState,
  linkRefused,
  resubscribeClosed,
} from '../api';
import { button, element, placeChildren, setBusy, showParts } from './dom';
import { LINK_ENDPOINTS, type LinkState, linkController } from './linkController';
import {
  type LinkMessageId,
  type LinkMessages,
  formatParts,
  formatText,
  loadLinkMessages,
} from './linkMessages';

export interface UnsubscribePageOptions {
  channel: UnsubscribeChannel;
  token: string;
  locale: Locale;
  /** The recipient chose another language: the host keeps the choice (and calls setLocale). */
  onLocaleChosen: (locale: Locale) => void;
  /** The page of its own names the document; inside the app the app does. */
  namesDocument?: boolean;
}

export interface MountedUnsubscribePage {
  setLocale: (locale: Locale) => void;
  unmount: () => void;
}

/** What the state says, by what the last answer changed. */
function resultId(channel: UnsubscribeChannel, data: UnsubscribeState): LinkMessageId {
  if (data.state === 'subscribed')
    return data.outcome === 'resubscribed'
      ? `unsubscribe.${channel}.resubscribed`
      : `unsubscribe.${channel}.subscribed`;
  return data.outcome === 'unsubscribed'
    ? `unsubscribe.${channel}.done`
    : `unsubscribe.${channel}.already`;
}

/**
 * Runs `work` once the browser has painted the next frame. The link's state is read after the
 * page's first paint: the read loads the HTTP client, and its download should not hold back the
 * heading a recipient sees first on a slow phone.
 */
function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * /phone-unsubs/{token} and /email-unsubs/{token}: where a text's or an email's unsubscribe link
 * leads, drawn into `root` with the DOM alone. Opened from a message it is a page of its own
 * (unsubscribe.html, src/unsubscribe.ts), which loads neither React nor antd: it is the page most
 * visited by people who are not users, often on a phone. Inside the app its route hosts the same
 * view (pages/UnsubscribePage.tsx). It reads the link's state, unsubscribes in one click, says
 * "already unsubscribed" on a second visit, and offers to resubscribe for as long as the server
 * allows (10 minutes in the demo).
 */
export function mountUnsubscribePage(
  root: HTMLElement,
  options: UnsubscribePageOptions,
): MountedUnsubscribePage {
  const { channel, token } = options;
  let locale = options.locale;
  let messages: LinkMessages | null = null;
  let unmounted = false;

  const title = element('h1', { class: 'signin__title' });
  const body = element('div', { class: 'unsubscribe__body' });
  const languageSelect = element(
    'select',
    { id: 'unsubscribe-language', class: 'control control--select' },
    ...LOCALES.map((value) => element('option', { value, lang: value }, LANGUAGE_ENDONYMS[value])),
  );
  const languageLabel = element('label', { for: 'unsubscribe-language' });
  const panel = element(
    'div',
    { class: 'signin__panel unsubscribe__panel' },
    element('p', { class: 'signin__brand' }, PRODUCT_NAME),
    title,
    body,
    element('p', { class: 'unsubscribe__language' }, languageLabel, languageSelect),
  );
  const main = element('main', { class: 'signin unsubscribe' }, panel);

  // The body's parts, made once: an element that stays keeps the focus when the state changes.
  const loadingNote = element(
    'p',
    { class: 'unsubscribe__loading', role: 'status' },
    element('span', { class: 'page-loader__spinner', 'aria-hidden': 'true' }),
  );
  const loadingText = document.createTextNode('');
  loadingNote.append(loadingText);
  const result = element('p', {
    class: 'unsubscribe__result',
    tabindex: '-1',
    'aria-live': 'polite',
  });
  const unsubscribeButton = button('primary', 'button-primary unsubscribe__action');
  const undoText = element('p');
  const resubscribeButton = button('default', 'button-secondary unsubscribe__action');
  const undo = element('div', { class: 'unsubscribe__undo' }, undoText, resubscribeButton);
  const failureText = element('p');
  const retryButton = button('default', 'button-secondary');
  const failure = element('div', {
    class: 'notice notice--error unsubscribe__failure',
    role: 'alert',
  });

  const say = (id: LinkMessageId, values?: Record<string, string>) =>
    messages ? formatText(messages[id], values) : '';
  /** The endpoint's wording (api.ts), as the app's other screens word a failure. */
  const failureWords = (error: ApiFailure): string => {
    const words = describeFailure(LINK_ENDPOINTS[channel].showFailure, error).message;
    if (words && 'text' in words) return words.text;
    const id = words?.id;
    return say(id && messages && id in messages ? (id as LinkMessageId) : 'unsubscribe.failed');
  };

  function draw(state: LinkState): void {
    if (!messages) return;
    const { data, error, loading, resubscribeUntil } = state;
    title.textContent = say(`unsubscribe.${channel}.title`);
    if (options.namesDocument) document.title = `${title.textContent} · ${PRODUCT_NAME}`;
    languageLabel.textContent = say('unsubscribe.language');
    languageSelect.value = locale;
    document.documentElement.lang = locale;

    const shown: Node[] = [];
    if (data) {
      const sender = data.sender || say('unsubscribe.unknownSender');
      const recipient =
        data.recipient ||
        say(channel === 'sms' ? 'unsubscribe.sms.yourNumber' : 'unsubscribe.email.yourAddress');
      showParts(
        result,
        formatParts(messages[resultId(channel, data)], {
          sender: element('strong', { class: 'unsubscribe__sender' }, sender),
          recipient: element('strong', { class: 'unsubscribe__recipient' }, recipient),
        }),
      );
      shown.push(result);
      if (data.state === 'subscribed') {
        unsubscribeButton.textContent = say('unsubscribe.unsubscribe');
        setBusy(unsubscribeButton, loading);
        shown.push(unsubscribeButton);
      }
      if (data.state === 'unsubscribed' && resubscribeUntil !== null) {
        const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
        undoText.textContent = say('unsubscribe.undo', { time: time.format(resubscribeUntil) });
        resubscribeButton.textContent = say('unsubscribe.resubscribe');
        setBusy(resubscribeButton, loading);
        shown.push(undo);
      }
    } else if (!error) {
      loadingText.data = say('unsubscribe.loading');
      shown.push(loadingNote);
    }
    if (error) {
      failureText.textContent = failureWords(error);
      retryButton.textContent = say('unsubscribe.retry');
      setBusy(retryButton, loading);
      // Trying again changes nothing when the server refused the link or the late resubscribe.
      const final = linkRefused(error) || resubscribeClosed(error);
      placeChildren(failure, final ? [failureText] : [failureText, retryButton]);
      shown.push(failure);
    }
    placeChildren(body, shown);
  }

  const controller = linkController(channel, token, (state, answered) => {
    draw(state);
    // The button pressed goes away with the answer: the answer takes the focus, and is read out.
    if (answered && answered !== 'status' && state.data && state.data.outcome !== 'unchanged')
      result.focus();
  });
  const onAction = (action: UnsubscribeAction) => () => controller.send(action);
  unsubscribeButton.addEventListener('click', onAction('unsubscribe'));
  resubscribeButton.addEventListener('click', onAction('resubscribe'));
  retryButton.addEventListener('click', () => controller.retry());
  languageSelect.addEventListener('change', () => {
    options.onLocaleChosen(languageSelect.value as Locale);
  });

  function setLocale(next: Locale): void {
    locale = next;
    void loadLinkMessages(next).then((loaded) => {
      if (unmounted || locale !== next) return;
      messages = loaded;
      if (!main.isConnected) root.replaceChildren(main);
      draw(controller.state());
    });
  }

  setLocale(locale);
  const cancelRead = afterPaint(() => controller.send('status'));
  return {
    setLocale: (next) => {
      if (next !== locale) setLocale(next);
    },
    unmount: () => {
      unmounted = true;
      cancelRead();
      controller.stop();
      root.replaceChildren();
    },
  };
}
