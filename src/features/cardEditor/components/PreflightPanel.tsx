import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PlainButton } from '../../../components/controls';
import type { CardDocument, PreflightIssue } from '../model';
import { findObject } from './findObject';
import { objectLabel } from './objectLabel';

/**
 * Preflight's findings, both sides, each with its side and object; choosing one shows its side
 * and selects the object. Blocking issues stop Publish; warnings do not. A busy card can have
 * hundreds: they are listed a page at a time, blocking ones first.
 */
const ISSUES_PAGE = 50;

export function PreflightPanel({
  document,
  issues,
  onPick,
}: {
  document: CardDocument;
  /** Null while preflight has not run yet (just after a card opens). */
  issues: readonly PreflightIssue[] | null;
  onPick: (issue: PreflightIssue) => void;
}) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });
  const [shown, setShown] = useState(ISSUES_PAGE);
  if (issues === null)
    return (
      <section className="card-panel" aria-labelledby="card-preflight-title">
        <h2 id="card-preflight-title">{word('cardEditor.preflight.title')}</h2>
        <p className="card-preflight-summary" role="status">
          {word('cardEditor.preflight.checking')}
        </p>
      </section>
    );
  const blocking = issues.filter((issue) => issue.severity === 'block').length;
  const ordered = [
    ...issues.filter((issue) => issue.severity === 'block'),
    ...issues.filter((issue) => issue.severity !== 'block'),
  ];
  return (
    <section className="card-panel" aria-labelledby="card-preflight-title">
      <h2 id="card-preflight-title">{word('cardEditor.preflight.title')}</h2>
      <p
        className={blocking > 0 ? 'card-preflight-summary is-blocked' : 'card-preflight-summary'}
        role="status"
      >
        {blocking > 0
          ? intl.formatMessage({ id: 'cardEditor.preflight.blocking' }, { count: blocking })
          : issues.length > 0
            ? intl.formatMessage(
                { id: 'cardEditor.preflight.warningsOnly' },
                { count: issues.length },
              )
            : word('cardEditor.preflight.clear')}
      </p>
      {issues.length > 0 && (
        <ul className="card-preflight">
          {ordered.slice(0, shown).map((issue, index) => {
            const object = issue.objectId
              ? findObject(document.sides[issue.side].objects, issue.objectId)
              : null;
            const side = word(`cardEditor.side.${issue.side}`);
            const where = object ? `${side} · ${objectLabel(object, intl)}` : side;
            const message = intl.formatMessage(
              { id: issue.messageId },
              { dpi: issue.effectiveDpi ?? 0 },
            );
            return (
              <li key={`${issue.side}-${issue.objectId ?? 'side'}-${issue.rule}-${index}`}>
                {/* A text button: its hover shades it without touching the severity's border. */}
                <PlainButton
                  variant="text"
                  className={
                    issue.severity === 'block' ? 'card-issue is-block' : 'card-issue is-warn'
                  }
                  onClick={() => onPick(issue)}
                >
                  <span className="card-issue-severity">
                    {word(
                      issue.severity === 'block'
                        ? 'cardEditor.preflight.block'
                        : 'cardEditor.preflight.warn',
                    )}
                  </span>
                  <span className="card-issue-where">{where}</span>
                  <span className="card-issue-message">{message}</span>
                </PlainButton>
              </li>
            );
          })}
        </ul>
      )}
      {ordered.length > shown && (
        <PlainButton
          className="card-tool card-preflight-more"
          onClick={() => setShown((count) => count + ISSUES_PAGE)}
        >
          {intl.formatMessage(
            { id: 'cardEditor.preflight.more' },
            { count: Math.min(ISSUES_PAGE, ordered.length - shown), left: ordered.length - shown },
          )}
        </PlainButton>
      )}
    </section>
  );
}
