// @vitest-environment node
import { visibilityRulesOnly } from '../utils/visibilityStyles';
import { describe, expect, it } from 'vitest';

/** The reduced antd CSS that jsdom matches (tests/utils/visibilityStyles.ts). */
describe('visibilityRulesOnly', () => {
  it('keeps only the declarations that decide whether an element is shown or clickable', () => {
    expect(
      visibilityRulesOnly(
        '.a{color:red;display:none}.b{margin:0}.c{pointer-events:none;opacity:0}',
      ),
    ).toBe('.a{display:none}.c{pointer-events:none}');
  });

  it('keeps grouping at-rules around what they hold, and drops keyframes and statements', () => {
    expect(
      visibilityRulesOnly(
        '@layer antd;@media (max-width: 575px){.d{visibility:hidden;width:1px}}@keyframes k{to{visibility:hidden}}',
      ),
    ).toBe('@media (max-width: 575px){.d{visibility:hidden}}');
  });

  it('is not misled by a quote inside a comment or braces inside a string', () => {
    const css = `.e { font-feature-settings: "liga" 0; /* the above doesn't work in Edge */ }
      .f::after { content: "}"; display: block; }
      .g { pointer-events: none; }`;
    expect(visibilityRulesOnly(css)).toBe('.f::after{ display: block}.g{ pointer-events: none}');
  });
});
