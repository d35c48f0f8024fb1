import { describe, expect, it } from 'vitest';
import { htmlToParagraphs } from './plain-text';

describe('category description as text', () => {
  it('keeps paragraphs and drops markup and scripts', () => {
    expect(
      htmlToParagraphs('<p>Soft <b>sofas</b> &amp; chairs.</p><p>Line<br>two</p><script>alert(1)</script>'),
    ).toEqual(['Soft sofas & chairs.', 'Line two']);
  });

  it('reads plain text with blank lines as paragraphs', () => {
    expect(htmlToParagraphs('One.\n\nTwo.')).toEqual(['One.', 'Two.']);
    expect(htmlToParagraphs(null)).toEqual([]);
  });
});
