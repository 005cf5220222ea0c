import styled from 'styled-components';

/**
 * The email editor's frame: toolbar, editing area and merge-tag chips. Colours keep at least
 * 4.5:1 contrast; every control is at least 32×32 px (WCAG 2.2 asks 24×24).
 */
export const EditorFrame = styled.div`
  border: 1px solid #b8c2cc;
  border-radius: 8px;
  background: #ffffff;

  &[data-invalid='true'] {
    border-color: #c4231c;
  }

  &:focus-within {
    border-color: #1457c4;
  }

  .email-editor-content {
    min-height: 240px;
    max-height: 60vh;
    overflow-y: auto;
    padding: 12px 16px;
    outline: none;
    line-height: 1.6;
  }

  .email-editor-content:focus-visible {
    box-shadow: inset 0 0 0 2px #1457c4;
  }

  .email-editor-content img {
    max-width: 100%;
    height: auto;
  }

  .email-editor-content img.ProseMirror-selectednode {
    outline: 2px solid #1457c4;
  }

  .email-editor-content blockquote {
    margin: 8px 0;
    padding-left: 12px;
    border-left: 3px solid #b8c2cc;
    color: #3d4b5c;
  }

  .email-editor-content a {
    color: #1457c4;
    text-decoration: underline;
  }

  .merge-tag-chip {
    display: inline-block;
    padding: 0 8px;
    margin: 0 1px;
    border: 1px solid #7aa2e3;
    border-radius: 12px;
    background: #e8f0fd;
    color: #0b3d91;
    font-size: 0.9em;
    line-height: 1.5;
    white-space: nowrap;
    cursor: default;
    user-select: all;
  }

  .merge-tag-chip.ProseMirror-selectednode {
    outline: 2px solid #1457c4;
    outline-offset: 1px;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px;
  padding: 4px;
  border-bottom: 1px solid #d9dee4;
  background: #f7f9fb;
  border-radius: 8px 8px 0 0;
`;

export const ToolbarSeparator = styled.span`
  width: 1px;
  height: 24px;
  margin: 0 4px;
  background: #d9dee4;
`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  min-height: 32px;
  padding: 0 6px;
  border: 1px solid transparent;
  border-radius: 4px;
  background: transparent;
  color: #242e42;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: #e6ebf0;
  }

  &[aria-pressed='true'],
  &[aria-expanded='true'] {
    background: #1457c4;
    color: #ffffff;
  }

  &:focus-visible {
    outline: 2px solid #1457c4;
    outline-offset: 1px;
  }

  &:disabled {
    color: #6b7785;
    cursor: not-allowed;
  }
`;

export const InlinePanel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px;
  padding: 8px;
  border-bottom: 1px solid #d9dee4;
  background: #f7f9fb;
`;
